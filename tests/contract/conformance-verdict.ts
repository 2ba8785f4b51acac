/**
 * The conformance run's judgement of one answer against docs/api/openapi.yaml, and its table.
 * A difference names the JSON pointer, what the document expects and what the backend sent.
 */
import { loadContract, type Operation } from './openapi';
import type { ErrorObject } from 'ajv/dist/2020';

export type Impact = 'breaks' | 'copes';

export interface Difference {
  /** The field as the shapes name it (`results[].price`); '' for the whole answer. */
  path: string;
  /** What differs: pointer, expected, got. */
  said: string;
  impact: Impact;
  /** Why: `required`, the fallback the app uses, `not read by the app`, … */
  why: string;
}

export interface ConformanceRow {
  /** The document's operationId. */
  operation: string;
  /** Method and path as sent: `GET requests/6001/offers/`. */
  call: string;
  /** The answer's status; null when the call was not made. */
  status: number | null;
  /** `conforms`, what differs, or why the call was skipped. */
  verdict: string;
  differs: boolean;
  /** Each difference with what it does to the app (conformance-impact.ts); none when it conforms. */
  differences?: Difference[];
}

export const CONFORMS = 'conforms';

export function documentedStatus(operation: Operation, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in operation.responses);
}

/** The value a JSON pointer names in `body` (`/results/0/price`). */
export function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, token) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined,
      body,
    );
}

const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 60));

/** One schema error said as pointer, expected and got. */
export function describeDifference(error: ErrorObject, body: unknown): string {
  const at = error.instancePath || '/';
  const got = valueAt(body, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${error.instancePath}/${String(params.missingProperty)}: expected a value, got nothing`;
    case 'type':
      return `${at}: expected ${String(params.type)}, got ${shown(got)}`;
    case 'enum':
      return `${at}: expected one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}, got ${shown(got)}`;
    case 'const':
      return `${at}: expected ${JSON.stringify(params.allowedValue)}, got ${shown(got)}`;
    default:
      return `${at}: expected it to ${error.message ?? error.keyword}, got ${shown(got)}`;
  }
}

/**
 * Whether the answer is one the document describes: its status is listed (a 5xx never conforms,
 * whatever the document lists), and its body matches that status's schema.
 */
export function verdictOf(operation: Operation, status: number, text: string): { verdict: string; differs: boolean } {
  const differs = (verdict: string) => ({ verdict, differs: true });
  if (status >= 500) return differs(`server error ${status}`);
  const key = documentedStatus(operation, status);
  if (!key) return differs(`status ${status} is not listed (${Object.keys(operation.responses).join(', ')})`);
  const contract = loadContract();
  const response = operation.responses[key] ?? {};
  const resolved =
    typeof response.$ref === 'string'
      ? (valueAt(contract.document, response.$ref.slice(1)) as Record<string, unknown> | undefined)
      : response;
  if (!resolved?.content)
    return text === '' ? { verdict: CONFORMS, differs: false } : differs('a body where the document has none');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return differs('the body is not JSON');
  }
  const validate = contract.responseValidator(operation, key);
  if (validate(body)) return { verdict: CONFORMS, differs: false };
  return differs((validate.errors ?? []).map((error) => describeDifference(error, body)).join('; '));
}

/** The run's table, one row per call, then a count. */
export function formatTable(rows: ConformanceRow[]): string {
  const header: [string, string, string, string] = ['operation', 'call', 'status', 'result'];
  const cells = rows.map((row): [string, string, string, string] => [
    row.operation,
    row.call,
    row.status === null ? '-' : String(row.status),
    row.verdict,
  ]);
  const width = (column: 0 | 1 | 2) => Math.max(header[column].length, ...cells.map((cell) => cell[column].length));
  const widths = [width(0), width(1), width(2)] as const;
  const line = (cell: [string, string, string, string]) =>
    [cell[0].padEnd(widths[0]), cell[1].padEnd(widths[1]), cell[2].padEnd(widths[2]), cell[3]].join('  ');
  const called = rows.filter((row) => row.status !== null);
  const differing = called.filter((row) => row.differs).length;
  const stopped = rows.some((row) => row.status === null && row.differs) ? '; the run stopped early' : '';
  const summary = `${called.length} calls: ${called.length - differing} conform, ${differing} differ; ${rows.length - called.length} skipped${stopped}`;
  return [line(header), ...cells.map(line), '', summary].join('\n');
}
