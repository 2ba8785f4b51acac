import { toAppError } from './errors';

/* The keys' life on the device: made, kept through an unknown outcome, spent (docs/api.md "Idempotency"). */

/** How long the server remembers a key's answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A version-4 UUID. `crypto.randomUUID` exists in secure contexts only (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const digits = hex(bytes);
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
}

/**
 * Whether the server keeps a status as the key's answer: a success or the request's own 4xx.
 * The app reads it the other way round: once the answer is remembered the form's key is spent
 * (an edited body or a next record needs a new one); after a network failure, a timeout or a 5xx
 * the outcome is unknown and the key is kept, so the retry cannot create twice.
 * Not a 5xx (a retry may succeed), nor an answer about the call rather than the request: 401
 * (the session, retried after a refresh), 409 (the same key still in flight), 429 (too many calls).
 */
export function isRememberedStatus(status: number): boolean {
  return status >= 200 && status < 500 && ![401, 409, 429].includes(status);
}

/** After a send ended (`error` null for a success): whether its key is spent (see above). */
export function keyIsSpent(error: unknown): boolean {
  return error === null || isRememberedStatus(toAppError(error).status);
}

/** Where a form keeps its key: a saved draft (so a reload keeps it too), or the open form. */
export interface KeyStore {
  get(): string | null;
  set(key: string | null): void;
}

/** A saved draft from before drafts carried a key gets one (a validator accepts it either way). */
export function withIdempotencyKey<T extends object>(
  draft: T & { idempotencyKey?: unknown },
): T & { idempotencyKey: string } {
  return typeof draft.idempotencyKey === 'string' && draft.idempotencyKey
    ? (draft as T & { idempotencyKey: string })
    : { ...draft, idempotencyKey: newIdempotencyKey() };
}
