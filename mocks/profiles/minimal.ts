import { HttpResponse } from 'msw';
import { HONORED_HEADERS_HEADER } from '@/services/api/idempotency-header';
import { drfErrorBody } from './drf-errors';
import { keptOf } from './kept';
import { REPLAYED_HEADER } from '../shared/idempotency';

/**
 * The minimal profile: the sandbox as the existing backend may really be (issue 32). Every answer
 * of the full sandbox's handlers passes through `minimalAnswer`, so the rules stay one:
 *
 * - a 2xx keeps only what `keptOf` names (the spec's documented fields for its 27 calls, the app's
 *   required fields for ours), then the quirks below;
 * - an error takes DRF's default shape (drf-errors.ts);
 * - no header about idempotency is sent, and a call carrying `Idempotency-Key` is refused as a
 *   browser refuses it when the backend's CORS does not allow it (scripts/sandbox-api.mjs does it for real).
 */

/** Request headers the backend does not allow (CORS) and so never sees from a browser. */
export const MINIMAL_REFUSED_HEADERS = ['idempotency-key'] as const;

/** Response headers dropped: the backend knows nothing of idempotency, so it neither replays nor says it would. */
const DROPPED_HEADERS = new Set([HONORED_HEADERS_HEADER, REPLAYED_HEADER].map((name) => name.toLowerCase()));

/** DRF's pagination is off on this list: a plain JSON array, no `count` or `next`. */
export const PLAIN_LISTS: readonly string[] = ['GET common/cities/by-country/{}'];

/** A status the app does not know, on an extra item of the first page of this list. */
export const UNKNOWN_STATUS = { call: 'GET requests/', status: 'on_hold', id: 990_001 } as const;

/** An icon the app does not draw, on this category (Gardening, mocks/data/catalogue/home-services.ts). */
export const UNKNOWN_ICON = { category: 10, icon: 'hedge-trimmer' } as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withUnknownStatus(page: unknown, url: URL): unknown {
  if (!isObject(page) || !Array.isArray(page.results) || Number(url.searchParams.get('page') ?? 1) !== 1) return page;
  const [first] = page.results as unknown[];
  if (!isObject(first)) return page;
  const odd = { ...first, id: UNKNOWN_STATUS.id, status: UNKNOWN_STATUS.status };
  return {
    ...page,
    count: typeof page.count === 'number' ? page.count + 1 : page.count,
    results: [odd, ...page.results],
  };
}

function withUnknownIcon(category: unknown): unknown {
  return isObject(category) && category.id === UNKNOWN_ICON.category
    ? { ...category, icon: UNKNOWN_ICON.icon }
    : category;
}

/** What the minimal backend does beyond cutting answers down, by call. */
const QUIRKS: Record<string, (body: unknown, url: URL) => unknown> = {
  [UNKNOWN_STATUS.call]: withUnknownStatus,
  'GET services/main-categories/': (page) =>
    isObject(page) && Array.isArray(page.results) ? { ...page, results: page.results.map(withUnknownIcon) } : page,
  'GET services/main-categories/{}/': withUnknownIcon,
};

function asPlainList(call: string, body: unknown): unknown {
  return PLAIN_LISTS.includes(call) && isObject(body) && Array.isArray(body.results) ? body.results : body;
}

function headersOf(response: Response, json: boolean): Headers {
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name) && name !== 'content-type' && name !== 'content-length') headers.set(name, value);
  });
  headers.set('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8');
  return headers;
}

/** A call the backend never sees from a browser: one carrying a header its CORS does not allow. */
export function refusedByCors(request: Request): boolean {
  return MINIMAL_REFUSED_HEADERS.some((name) => request.headers.has(name));
}

/** The full sandbox's answer to `call` (`GET requests/{}/offers/`) as the minimal backend gives it. */
export async function minimalAnswer(call: string, url: URL, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status >= 400) {
    const body: unknown = type.includes('json') ? await response.clone().json() : null;
    const reshaped = drfErrorBody(response.status, body);
    const json = 'json' in reshaped;
    return new HttpResponse(json ? JSON.stringify(reshaped.json) : reshaped.html, {
      status: response.status,
      headers: headersOf(response, json),
    });
  }
  if (!type.includes('json')) return response;
  const kept = keptOf(call)(await response.clone().json());
  const quirk = QUIRKS[call];
  const body = asPlainList(call, quirk ? quirk(kept, url) : kept);
  return new HttpResponse(JSON.stringify(body), { status: response.status, headers: headersOf(response, true) });
}
