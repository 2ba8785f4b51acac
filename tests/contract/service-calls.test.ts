// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract, OUTSIDE_CONTRACT, pathShape } from './openapi';

/**
 * Every call in services/ names an operation of docs/api/openapi.yaml, method and path exactly
 * (trailing slash included; `${…}` stands for a path parameter, a `?query` in the path is a parameter).
 */
const GENERIC = /<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>/.source;
const LITERAL = /\(\s*(?<quote>['`])(?<path>.*?)\k<quote>/.source;
const CONSTANT = /\(\s*(?<constant>[A-Z][A-Z_]*)\b/.source;
const CALL = new RegExp(`\\bapi\\.(get|post|put|patch|delete)\\s*(?:${GENERIC})?(?:${LITERAL}|${CONSTANT})`, 'g');
const WHOLE_LIST = new RegExp(`\\breadAllPages\\s*(?:${GENERIC})?${LITERAL}`, 'g');
const ANY_CALL = /\bapi\.(get|post|put|patch|delete)\s*[<(]/g;
/** Calls whose path is their caller's: `readAllPages(path)` (its callers are read above). */
const PASS_THROUGH: Record<string, number> = { 'api/paging.ts': 1 };

interface Call {
  file: string;
  method: string;
  path: string;
}

function callsIn(file: string, source: string, constants: Map<string, string>): Call[] {
  const calls: Call[] = [];
  for (const match of source.matchAll(CALL)) {
    const path = match.groups?.path ?? constants.get(match.groups?.constant ?? '');
    if (path !== undefined) calls.push({ file, method: match[1]!, path });
  }
  const unread = (source.match(ANY_CALL) ?? []).length - calls.length;
  if (unread !== (PASS_THROUGH[file] ?? 0)) throw new Error(`${file}: a call whose path this test cannot read`);
  for (const match of source.matchAll(WHOLE_LIST)) calls.push({ file, method: 'get', path: match.groups!.path! });
  return calls;
}

/** `GET requests/{}/offers/` for ``get(`requests/${id}/offers/`)``. */
function shapeOf(call: Call): string {
  return `${call.method.toUpperCase()} ${pathShape(call.path.split('?')[0]!.replace(/\$\{[^}]*\}/g, '{}'))}`;
}

function missingFromContract(calls: Call[]): string[] {
  const documented = new Set(
    loadContract().operations.map((operation) => `${operation.method.toUpperCase()} ${pathShape(operation.path)}`),
  );
  return calls
    .filter((call) => !OUTSIDE_CONTRACT.test(call.path) && !documented.has(shapeOf(call)))
    .map((call) => `${call.file}: ${shapeOf(call)}`);
}

function serviceCalls(): Call[] {
  const dir = join(process.cwd(), 'services');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
  );
  const sources = new Map(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  const constants = new Map(
    [...sources.values()].flatMap((source) =>
      [...source.matchAll(/export const ([A-Z][A-Z_]*) = '([^']*)'/g)].map((m) => [m[1]!, m[2]!] as const),
    ),
  );
  return [...sources].flatMap(([file, source]) => callsIn(file, source, constants));
}

describe('services/ against docs/api/openapi.yaml', () => {
  it('reads the calls of services/ (every module that calls the API)', () => {
    const calls = serviceCalls();
    expect(calls.length).toBeGreaterThan(70);
    expect(calls.map(shapeOf)).toEqual(
      expect.arrayContaining([
        'POST auth/token/',
        'POST auth/token/refresh/',
        'GET auth/user/addresses',
        'GET requests/{}/offers/',
        'GET jobs/scheduled/',
        'GET sandbox/payments/{}/',
      ]),
    );
  });

  it('finds an operation for every call, method and path exactly', () => {
    expect(missingFromContract(serviceCalls())).toEqual([]);
  });

  it('fails a planted call the document lacks, and a slash or method that differs', () => {
    const planted = [
      'export const notes = async (id: number) => (await api.get<Note[]>(`requests/${id}/notes/`)).data;',
      "export const profile = async () => (await api.get<UserProfile>('auth/user/profile')).data;",
      "export const rename = async (body: Body) => (await api.patch<UserProfile>('auth/user/update/', body)).data;",
      // The sandbox's simulated gateway is no backend call (docs/api/marketplace.md "Adding balance").
      'export const pay = async (id: string) => (await api.post<TopUp>(`sandbox/payments/${id}/`, {})).data;',
    ].join('\n');
    expect(missingFromContract(callsIn('planted.ts', planted, new Map()))).toEqual([
      'planted.ts: GET requests/{}/notes/',
      'planted.ts: GET auth/user/profile',
      'planted.ts: PATCH auth/user/update/',
    ]);
  });
});
