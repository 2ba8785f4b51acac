/**
 * Idempotent creation (docs/api.md "Idempotency"): every creating POST carries a key made when
 * its draft or form starts; the server answers a repeat of the key with its first answer, so a
 * retry after a lost response never creates a second record. Only this module and the create
 * calls in services/ know the header's name; the keys' life is services/api/idempotency.ts (apart, so
 * the create calls carry none of it into the screens that only read).
 *
 * The header is ours, not the spec's: a backend on another origin whose CORS does not allow it
 * would fail every creating call. So it is sent only once the backend says it honours it: on any
 * answer, `Honored-Request-Headers: Idempotency-Key` (exposed to the page by
 * `Access-Control-Expose-Headers` cross-origin), or at build time,
 * `NEXT_PUBLIC_HONORED_REQUEST_HEADERS=Idempotency-Key`. The drafts keep their keys either way, so a
 * retry once the header goes on is still safe.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Designed: the response header in which a backend lists the designed request headers it honours. */
export const HONORED_HEADERS_HEADER = 'Honored-Request-Headers';

const names = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

let honored = new Set<string>();

/** What the build says the backend honours (read on first use, so a test can set it). */
let configured: string[] | null = null;
const fromConfig = () => (configured ??= names(process.env.NEXT_PUBLIC_HONORED_REQUEST_HEADERS));

/** An answer's `Honored-Request-Headers`, remembered for the page's life (an answer without it changes nothing). */
export function learnHonoredHeaders(value: unknown): void {
  if (typeof value === 'string') for (const name of names(value)) honored.add(name);
}

export function honors(header: string): boolean {
  const name = header.toLowerCase();
  return honored.has(name) || fromConfig().includes(name);
}

/** Tests: forget what answers and the build said. */
export function forgetHonoredHeaders(): void {
  honored = new Set();
  configured = null;
}

/** The headers of a creating call: the key, when the backend honours it. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return honors(IDEMPOTENCY_HEADER) ? { [IDEMPOTENCY_HEADER]: key } : {};
}
