/**
 * The conformance run's two-way report (issue 32): each way a backend's answer differs from
 * docs/api/openapi.yaml, sorted by what it does to the app, read from the app's own shape
 * declarations (services/api/shape.ts, per call in mocks/profiles/app-answers.ts):
 *
 * - **a screen breaks (required field)**: a field the app cannot work without is missing or wrong
 *   (in a list, the item is left out), the call failed (5xx, a status not listed), or the body is
 *   not JSON;
 * - **the app copes (fallback used)**: an optional field (its fallback named), a field no screen
 *   reads, a value the app degrades (an unknown status or icon), a page without its links or a plain
 *   array (one complete page), an error body in DRF's shape instead of ours.
 *
 * `npm run contract` fails only on the first kind (`--strict`: on any difference).
 */
import { APP_ANSWERS } from '@/mocks/profiles/app-answers';
import { callKey } from '@/mocks/profiles/call-key';
import type { Shape } from '@/services/api/shape';
import { fieldRulesOf, type FieldRule } from '@/services/api/shape-paths';
import {
  describeDifference,
  documentedStatus,
  type ConformanceRow,
  type Difference,
  type Impact,
} from './conformance-verdict';
import { loadContract, type Operation } from './openapi';
import type { ErrorObject } from 'ajv/dist/2020';

type Kind = 'missing' | 'wrong' | 'unknown value';

/** `/results/0/provider/id` → `results[].provider.id`. */
export function shapePath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .reduce((path, token) => (/^\d+$/.test(token) ? `${path}[]` : path ? `${path}.${token}` : token), '');
}

const PAGE_LINKS = /(^|\.)(count|next|previous)$/;

const isPage = (shape: Shape): boolean => typeof shape === 'object' && 'page' in shape;

function parentOf(path: string): string | null {
  if (!path) return null;
  const cut = Math.max(path.lastIndexOf('.'), path.endsWith('[]') ? path.length - 2 : -1);
  return cut <= 0 ? '' : path.slice(0, cut);
}

/** What the app does when the field at `path` of the answer to `shape` is missing, wrong or unknown. */
export function impactOfField(shape: Shape | undefined, path: string, kind: Kind): { impact: Impact; why: string } {
  if (!shape) return { impact: 'copes', why: 'the app declares nothing it reads of this answer' };
  if (path === '')
    return isPage(shape) && kind === 'wrong'
      ? { impact: 'copes', why: 'a plain list: read as one complete page' }
      : { impact: 'breaks', why: 'the answer is not what the app reads' };
  const rules = new Map<string, FieldRule>(fieldRulesOf(shape).map((rule) => [rule.path, rule]));
  const rule = rules.get(path);
  if (rule?.whenSent !== undefined)
    return { impact: 'copes', why: `${rule.whenSent} falls back: ${rules.get(rule.whenSent)?.fallback ?? ''}` };
  if (rule?.fallback !== undefined) return { impact: 'copes', why: rule.fallback };
  if (rule && kind === 'unknown value' && rule.unknown !== undefined) return { impact: 'copes', why: rule.unknown };
  if (rule)
    return {
      impact: 'breaks',
      why: path.includes('[]') ? 'required: the item is left out of the list' : 'required',
    };
  if (isPage(shape) && PAGE_LINKS.test(path) && !path.includes('[]'))
    return { impact: 'copes', why: 'no pagination links: read as one complete page' };
  for (let up = parentOf(path); up !== null; up = parentOf(up)) {
    const above = rules.get(up);
    if (above?.fallback !== undefined) return { impact: 'copes', why: `${up} falls back: ${above.fallback}` };
  }
  return { impact: 'copes', why: 'not read by the app' };
}

function kindOf(error: ErrorObject): Kind | null {
  if (['oneOf', 'anyOf', 'allOf', 'if', 'not'].includes(error.keyword)) return null;
  // The null branch of a nullable field: the other branch says what is wrong.
  if (error.keyword === 'type' && error.params.type === 'null') return null;
  if (error.keyword === 'required') return 'missing';
  return error.keyword === 'enum' ? 'unknown value' : 'wrong';
}

/** An error body in Django REST framework's own shape: `{detail}`, field lists or `non_field_errors`. */
function isDrfError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return (
    values.length > 0 &&
    (typeof (body as Record<string, unknown>).detail === 'string' ||
      values.every((value) => Array.isArray(value) && value.every((text) => typeof text === 'string')))
  );
}

/** Every difference of one answer, each with its impact; none when it conforms. */
export function differencesOf(operation: Operation, status: number, text: string, verdict: string): Difference[] {
  const whole = (impact: Impact, why: string): Difference[] => [{ path: '', said: verdict, impact, why }];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return whole('breaks', status >= 500 ? 'the call failed' : 'the app cannot read it');
  }
  if (status >= 500 || verdict.startsWith('status ')) return whole('breaks', 'the call failed');
  if (status >= 400)
    return whole('copes', isDrfError(body) ? "DRF's error shape: shown as the message" : 'the generic error is shown');
  const key = documentedStatus(operation, status);
  const validate = key ? loadContract().responseValidator(operation, key, true) : null;
  if (!validate || validate(body)) return [];
  const shape = APP_ANSWERS[callKey(operation.method, operation.path)]?.();
  const seen = new Set<string>();
  const differences: Difference[] = [];
  for (const error of validate.errors ?? []) {
    const kind = kindOf(error);
    if (!kind) continue;
    const pointer =
      error.keyword === 'required'
        ? `${error.instancePath}/${String(error.params.missingProperty)}`
        : error.instancePath;
    const path = shapePath(pointer);
    if (seen.has(`${path} ${kind}`)) continue;
    seen.add(`${path} ${kind}`);
    differences.push({ path, said: describeDifference(error, body), ...impactOfField(shape, path, kind) });
  }
  return differences;
}

/** The report a backend team reads first: what blocks them, then what the app gets by without. */
export function formatImpact(rows: ConformanceRow[]): string {
  const lines: string[] = [];
  for (const [impact, title] of [
    ['breaks', 'A screen breaks (required field)'],
    ['copes', 'The app copes (fallback used)'],
  ] as const) {
    const found = rows.flatMap((row) =>
      (row.differences ?? []).filter((item) => item.impact === impact).map((item) => ({ row, item })),
    );
    const calls = new Set(found.map(({ row }) => row.call)).size;
    lines.push('', `${title}: ${found.length} difference(s) in ${calls} call(s)`);
    for (const { row, item } of found)
      lines.push(`  ${row.operation} (${row.call}) ${row.status ?? '-'}: ${item.said} → ${item.why}`);
  }
  return lines.join('\n');
}

/** Exit 1 when a screen breaks (or, `strict`, when anything differs). */
export function failsRun(rows: ConformanceRow[], strict: boolean): boolean {
  return rows.some((row) => (strict ? row.differs : (row.differences ?? []).some((item) => item.impact === 'breaks')));
}
