import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { isAppTranslated } from '@/services/api/server-texts';
import { clock } from './clock';
import { FORCED_FAULT_HEADER, sandboxControl, withoutField } from './control';
import { db } from './db';
import { answerOnce, declareHonoredHeaders } from './idempotency';
import { arabicOf } from './messages-ar';
import { fail, HttpError, validateBody, type BodyOf, type BodySpec } from './strict-body';
import { callKey } from '../profiles/call-key';
import { minimalAnswer, refusedByCors } from '../profiles/minimal';
import { sessionOfAccess } from '../rules/auth/sessions';
import type { SandboxUser } from '../data/auth/accounts';

/**
 * The sandbox's HTTP toolkit. Every handler is declared with `route()`, which
 * matches the contract path exactly (trailing slash and required query
 * included), applies QA faults, resolves the caller, validates the body
 * strictly and saves the state after the call.
 */

export { fail, failTooMany, HttpError, type BodyOf, type BodySpec } from './strict-body';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The signed-in user, or null (a guest). */
  user: SandboxUser | null;
  /** The signed-in user, or a 401. */
  requireUser(): SandboxUser;
  /** The JSON body, checked against `spec`. */
  body<S extends BodySpec>(spec: S): Promise<BodyOf<S>>;
  /** The multipart form body. */
  form(): Promise<FormData>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface RouteOptions {
  /** The one call that may come before the country is known: the country lookup. */
  countryOptional?: boolean;
  /** A read that records something (a seen receipt): saved at once, as a change is. */
  writes?: boolean;
}

export const API_ROOT = '/api/v1/';

function compile(path: string): { regex: RegExp; query: [string, string][] } {
  const [pathname = '', search = ''] = path.split('?');
  const pattern = pathname
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return {
    regex: new RegExp(`^(?:https?://[^/]+)?${API_ROOT.replace(/\//g, '\\/')}${pattern}$`),
    query: [...new URLSearchParams(search)],
  };
}

export function userFromRequest(request: Request): SandboxUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const userId = sessionOfAccess(db.state.accounts.sessions, token, clock.now())?.user_id;
  return db.state.accounts.users.find((user) => user.id === userId && !user.closed_at) ?? null;
}

/** A change is saved at once; a read, with the reads around it (mocks/shared/db.ts `saveSoon`). */
function saveAfter(request: Request, writes = false): void {
  if (request.method === 'GET' && !writes) db.saveSoon();
  else db.save();
}

/** Messages sent with no Arabic (not the catalogue's): tests/setup-app.ts fails the test that sent one. */
const untranslated = new Set<string>();

export function takeUntranslated(): string[] {
  const found = [...untranslated];
  untranslated.clear();
  return found;
}

/**
 * A message in the caller's language (Accept-Language `ar…` or anything else for English), as a DRF
 * backend answers. The texts the app recognises (the error catalogue of spec §8, a few field texts) stay English:
 * the app shows its own copy of them (services/api/server-texts.ts).
 */
function inLanguage(message: string, arabic: boolean): string {
  if (isAppTranslated(message)) return message;
  const translated = arabicOf(message);
  if (translated === null) {
    untranslated.add(message);
    return message;
  }
  return arabic ? translated : message;
}

/** A 429's wait: `retry_after` in the body and the `Retry-After` header (docs/api/accounts.md "Abuse limits"). */
function errorResponse(
  status: number,
  message: string,
  fields: Record<string, string> | undefined,
  request: Request,
  retryAfter?: number,
  code?: string,
): Response {
  const arabic = (request.headers.get('Accept-Language') ?? '').toLowerCase().startsWith('ar');
  const body = {
    error: inLanguage(message, arabic),
    ...(fields
      ? { fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, inLanguage(text, arabic)])) }
      : {}),
    ...(retryAfter ? { retry_after: retryAfter } : {}),
    ...(code ? { code } : {}),
  };
  return HttpResponse.json(body, { status, ...(retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {}) });
}

function toResponse(error: unknown, request: Request): Response {
  if (error instanceof HttpError)
    return errorResponse(error.status, error.message, error.fields, request, error.retryAfter, error.code);
  console.error('[sandbox] handler crashed', error);
  return errorResponse(500, 'Internal sandbox error', undefined, request);
}

/** Sees every answer a handler gives (not QA's forced faults); tests/setup-app.ts checks each against docs/api/openapi.yaml. */
let watcher: ((request: Request, response: Response) => void) | null = null;

export function watchAnswers(next: typeof watcher): void {
  watcher = next;
}

/**
 * Declare one contract call. `path` is written as in docs/api.md, below /api/v1/,
 * e.g. `auth/update/user/address/:id` or `auth/user/addresses?page_size=99999`.
 */
export function route(
  method: Method,
  path: string,
  resolve: (context: RouteContext) => unknown,
  options: RouteOptions = {},
): HttpHandler {
  const { regex, query } = compile(path);
  /** The call's answer from the state as it is now: the caller, the country, the body, the handler; the state saved after. */
  const answer = (request: Request, url: URL, apiPath: string): Promise<Response> => {
    const user = userFromRequest(request);
    const refuse = (status: number, message: string) => errorResponse(status, message, undefined, request);
    return answerOnce(request, apiPath, user, refuse, async () => {
      try {
        for (const [name, value] of query) {
          if (url.searchParams.get(name) !== value) fail(400, { text: `Query parameter ${name}=${value} is required` });
        }
        const country = url.searchParams.get('country');
        if (!options.countryOptional || country !== null) {
          if (!country) fail(400, { text: 'Query parameter country is required' });
          const known = db.state.locations.countries.find((item) => String(item.id) === country);
          if (!known) fail(400, { text: 'Unknown country' });
          if (!known.is_available && !options.countryOptional) fail(403, 'WRONG_REGION');
        }
        const context: RouteContext = {
          request,
          url,
          params: regex.exec(url.origin + url.pathname)?.groups ?? {},
          user,
          requireUser: () => user ?? fail(401, { text: 'Authentication credentials were not provided.' }),
          body: async (spec) => {
            let parsed: unknown;
            try {
              parsed = await request.clone().json();
            } catch {
              fail(400, { text: 'A JSON body is required' });
            }
            return validateBody(parsed, spec);
          },
          form: () => request.clone().formData(),
        };
        const result = await resolve(context);
        saveAfter(request, options.writes);
        if (result instanceof Response) return result;
        if (result === undefined) return new HttpResponse(null, { status: 204 });
        return HttpResponse.json(result as Record<string, unknown>);
      } catch (error) {
        saveAfter(request, options.writes);
        return toResponse(error, request);
      }
    });
  };
  return http[method](
    ({ request }) => {
      const url = new URL(request.url);
      return regex.test(url.origin + url.pathname);
    },
    async ({ request }) => {
      const url = new URL(request.url);
      const apiPath = url.pathname.slice(url.pathname.indexOf(API_ROOT) + API_ROOT.length);
      // The profile's backend answers with the same rules, in its own way (mocks/profiles/).
      const minimal = sandboxControl.profile === 'minimal';
      const finish = (answer: Response) => (minimal ? minimalAnswer(callKey(method, path), url, answer) : answer);
      // The minimal backend's CORS does not allow the header: the browser never sends the call.
      if (minimal && refusedByCors(request)) return HttpResponse.error();
      const fault = sandboxControl.take(request.method, apiPath);
      if (fault?.delayMs) await delay(fault.delayMs);
      if (fault?.network) return HttpResponse.error();
      // A text QA chose is sent as given; the default one is the sandbox's own, in the caller's language.
      // Marked, so the e2e contract check (e2e/fixtures.ts) leaves QA's levers out.
      if (fault?.status) {
        const forced =
          fault.error === undefined
            ? errorResponse(fault.status, 'Forced failure', undefined, request)
            : HttpResponse.json({ error: fault.error }, { status: fault.status });
        forced.headers.set(FORCED_FAULT_HEADER, 'true');
        return finish(forced);
      }
      // One backend for every tab: the call is answered alone, from the state as the last tab left it.
      const response = await db.exclusive(() => answer(request, url, apiPath));
      // QA's late answer: the work is done (and its idempotency key remembered), the answer waits.
      if (fault?.answerDelayMs) await delay(fault.answerDelayMs);
      // QA's malformed answer (`drop`): the handler's answer without one field, marked as forced too.
      if (fault?.drop && response.headers.get('content-type')?.includes('json')) {
        const dropped = HttpResponse.json(
          withoutField(await response.clone().json(), fault.drop) as Record<string, unknown>,
          { status: response.status },
        );
        dropped.headers.set(FORCED_FAULT_HEADER, 'true');
        return finish(dropped);
      }
      watcher?.(request, response);
      declareHonoredHeaders(response);
      return finish(response);
    },
  );
}

/** Build a DRF page from a full list (page and page_size from the query). */
export function paginate<T>(
  url: URL,
  items: T[],
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const pageSize = Math.max(1, Number(url.searchParams.get('page_size')) || 20);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const start = (page - 1) * pageSize;
  const link = (target: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(target));
    return next.toString();
  };
  return {
    count: items.length,
    next: start + pageSize < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + pageSize),
  };
}

/** 201 Created with a JSON body. */
export function created(body: unknown): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status: 201 });
}
