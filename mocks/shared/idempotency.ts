import { HttpResponse } from 'msw';
import { IDEMPOTENCY_TTL_MS, isRememberedStatus } from '@/services/api/idempotency';
import { HONORED_HEADERS_HEADER, IDEMPOTENCY_HEADER } from '@/services/api/idempotency-header';
import { clock } from './clock';
import { db } from './db';
import type { RememberedAnswer } from './state';
import type { SandboxUser } from '../data/auth/accounts';

/** Calls under way, by scoped key: a reload ends them, so they live in memory only. */
const inFlight = new Map<string, string>();

/**
 * The designed request headers the sandbox honours, declared on every answer (docs/api.md
 * "Idempotency"): the app sends its keys once an answer says so.
 */
export const HONORED_REQUEST_HEADERS: readonly string[] = [IDEMPOTENCY_HEADER];

export function declareHonoredHeaders(response: Response): void {
  if (response.type !== 'error') response.headers.set(HONORED_HEADERS_HEADER, HONORED_REQUEST_HEADERS.join(', '));
}

/** Tells a replayed answer from a first one (QA, tests; a backend may send it too). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

function answers(): Record<string, RememberedAnswer> {
  db.state.idempotency ??= {};
  return db.state.idempotency;
}

function prune(now: number): void {
  const kept = answers();
  for (const [key, remembered] of Object.entries(kept)) {
    if (now - Date.parse(remembered.at) >= IDEMPOTENCY_TTL_MS) delete kept[key];
  }
}

function replay(remembered: RememberedAnswer): Response {
  const headers = { [REPLAYED_HEADER]: 'true', ...(remembered.answer ? { 'Content-Type': 'application/json' } : {}) };
  return new HttpResponse(remembered.answer || null, { status: remembered.status, headers });
}

/**
 * A POST carrying an `Idempotency-Key` (docs/api.md "Idempotency"): the key is the caller's
 * (user or guest) for one method and path. A repeat within 24 hours answers the first status
 * and body without running the call again; the same key with another body is a 422; the same
 * key while the first is still being answered is a 409. Only remembered statuses are kept.
 */
export async function answerOnce(
  request: Request,
  path: string,
  user: SandboxUser | null,
  /** The sandbox's error answer, in the caller's language (mocks/shared/http.ts). */
  refuse: (status: number, message: string) => Response,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (request.method !== 'POST' || key === null) return run();
  if (!key.trim() || key.length > 255) return refuse(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 characters`);
  const scoped = `${user?.id ?? 'guest'} POST ${path} ${key}`;
  const body = await request.clone().text();
  const now = clock.now().getTime();
  prune(now);
  const remembered = answers()[scoped];
  if (remembered) {
    if (remembered.body !== body) return refuse(422, `This ${IDEMPOTENCY_HEADER} was used with a different request`);
    return replay(remembered);
  }
  if (inFlight.has(scoped)) return refuse(409, `A request with this ${IDEMPOTENCY_HEADER} is still in progress`);
  inFlight.set(scoped, body);
  try {
    const response = await run();
    if (isRememberedStatus(response.status)) {
      answers()[scoped] = {
        at: new Date(now).toISOString(),
        body,
        status: response.status,
        answer: await response.clone().text(),
      };
      db.save();
    }
    return response;
  } finally {
    inFlight.delete(scoped);
  }
}
