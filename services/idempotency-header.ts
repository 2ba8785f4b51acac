/**
 * Idempotent creation (docs/api.md "Idempotency"): every creating POST carries a key made when
 * its draft or form starts; the server answers a repeat of the key with its first answer, so a
 * retry after a lost response never creates a second record. Only this module and the create
 * calls in services/ know the header's name; the keys' life is services/idempotency.ts (apart, so
 * the create calls carry none of it into the screens that only read).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The headers of a creating call. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}
