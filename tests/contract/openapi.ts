/**
 * The contract (docs/api/openapi.yaml) as a checker: which operation a call names, and whether an
 * answer is one the document describes. Shared by vitest (tests/contract/sandbox-watch.ts), the
 * e2e fixture (e2e/fixtures.ts) and the services coverage test. Test-only: nothing here ships.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { parse } from 'yaml';

export const DOCUMENT_PATH = join(process.cwd(), 'docs/api/openapi.yaml');
const DOCUMENT_ID = 'openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The sandbox's simulated payment gateway is not part of the backend's contract (docs/api/marketplace.md). */
export const OUTSIDE_CONTRACT = /^sandbox\//;

type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: string;
  /** The path as the document writes it, without the leading slash: `requests/{id}/offers/`. */
  path: string;
  origin: string;
  responses: Record<string, Json>;
}

export interface Answer {
  method: string;
  /** The full URL; the part after `/api/v1/` names the call. */
  url: string;
  status: number;
  /** The raw body text ('' for none). */
  body: string;
  headers: Record<string, string>;
}

export interface Contract {
  document: Json;
  operations: Operation[];
  match: (method: string, apiPath: string) => Operation | undefined;
  /** `allErrors`: every difference, not only the first. */
  responseValidator: (operation: Operation, status: string, allErrors?: boolean) => ValidateFunction;
}

let loaded: Contract | null = null;

/** One shape for both sides: every path parameter becomes `{}`. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

function pointer(...tokens: string[]): string {
  return tokens.map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

function resolve(document: Json, value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, token) => node[token.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, document);
}

export function loadContract(): Contract {
  if (loaded) return loaded;
  const document = parse(readFileSync(DOCUMENT_PATH, 'utf8'), { merge: true }) as Json;
  const paths = document.paths as Record<string, Json>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      operations.push({
        operationId: String(operation.operationId),
        method,
        path: path.slice(1),
        origin: String(operation['x-origin']),
        responses: operation.responses as Record<string, Json>,
      });
    }
  }
  // A literal segment wins over a parameter (`jobs/hidden/` before `jobs/{id}/`).
  const matchers = operations
    .map((operation) => ({
      operation,
      params: (operation.path.match(/\{/g) ?? []).length,
      regex: new RegExp(
        `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\\?\}/g, '[^/]+')}$`,
      ),
    }))
    .sort((a, b) => a.params - b.params);
  // Two validators: the first difference (a verdict), and every difference (the conformance run's impact report).
  const ajvs = [false, true].map((allErrors) => {
    const ajv = new Ajv2020({ strict: false, allErrors, validateFormats: false });
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    return ajv;
  });
  const compiled = new Map<string, ValidateFunction>();
  loaded = {
    document,
    operations,
    match: (method, apiPath) =>
      matchers.find((m) => m.operation.method === method.toLowerCase() && m.regex.test(apiPath))?.operation,
    responseValidator: (operation, status, allErrors = false) => {
      const key = `${operation.operationId} ${status} ${allErrors}`;
      let validate = compiled.get(key);
      if (!validate) {
        const response = operation.responses[status] ?? {};
        const where =
          typeof response.$ref === 'string'
            ? response.$ref.slice(1)
            : `/${pointer('paths', `/${operation.path}`, operation.method, 'responses', status)}`;
        validate = ajvs[Number(allErrors)]!.compile({
          $ref: `${DOCUMENT_ID}#${where}/content/application~1json/schema`,
        });
        compiled.set(key, validate);
      }
      return validate;
    },
  };
  return loaded;
}

function statusKey(operation: Operation, status: number): string | undefined {
  const candidates = [String(status), `${String(status)[0]}XX`, 'default'];
  return candidates.find((candidate) => candidate in operation.responses);
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath || '/';
  const detail =
    error.keyword === 'required'
      ? `misses "${String(error.params.missingProperty)}"`
      : (error.message ?? error.keyword);
  return `${at} ${detail}`;
}

/** The part of a URL that names the call: `requests/6001/offers/` for `…/api/v1/requests/6001/offers/?country=1`. */
export function apiPathOf(url: string): string | null {
  const { pathname } = new URL(url, 'http://localhost');
  const at = pathname.indexOf('/api/v1/');
  return at === -1 ? null : pathname.slice(at + '/api/v1/'.length);
}

/** Null when the document describes the answer; else what differs, naming the operation and the JSON pointer. */
export function contractViolation(answer: Answer): string | null {
  const apiPath = apiPathOf(answer.url);
  if (apiPath === null || OUTSIDE_CONTRACT.test(apiPath)) return null;
  const contract = loadContract();
  const call = `${answer.method.toUpperCase()} ${apiPath}`;
  const operation = contract.match(answer.method, apiPath);
  if (!operation) return `${call}: no operation in docs/api/openapi.yaml`;
  const status = statusKey(operation, answer.status);
  if (!status) return `${operation.operationId} (${call}): status ${answer.status} is not documented`;
  const response = resolve(contract.document, operation.responses[status] ?? {});
  const content = response.content as Json | undefined;
  if (!content)
    return answer.body === ''
      ? null
      : `${operation.operationId} (${call}) ${answer.status}: a body where the document has none`;
  const headers = (response.headers ?? {}) as Record<string, Json>;
  for (const [name, header] of Object.entries(headers)) {
    if (resolve(contract.document, header).required === true && !(name.toLowerCase() in answer.headers))
      return `${operation.operationId} (${call}) ${answer.status}: no ${name} header`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${operation.operationId} (${call}) ${answer.status}: the body is not JSON`;
  }
  const validate = contract.responseValidator(operation, status);
  if (validate(body)) return null;
  return `${operation.operationId} (${call}) ${answer.status}: ${(validate.errors ?? []).map(describeError).join('; ')}`;
}
