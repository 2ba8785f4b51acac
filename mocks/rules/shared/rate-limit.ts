/**
 * The abuse limits' counting (services/shared/limits.ts `RATE_LIMITS`), as pure functions of the
 * recorded call times and the sandbox clock: a sliding window per account and per client.
 */

/** The ISO times still inside the window. */
export function recentHits(hits: readonly string[] | undefined, windowMs: number, now: Date): string[] {
  return (hits ?? []).filter((at) => now.getTime() - new Date(at).getTime() < windowMs);
}

/**
 * Whole seconds until one more call is allowed when `recent` already holds `max` calls
 * (the oldest then leaves the window); 0 when one more is allowed now.
 */
export function waitSeconds(recent: readonly string[], max: number, windowMs: number, now: Date): number {
  if (recent.length < max) return 0;
  const oldest = Math.min(now.getTime(), ...recent.map((at) => new Date(at).getTime()));
  return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
}
