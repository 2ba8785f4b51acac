import { RATE_LIMITS, type RateLimitName } from '@/services/shared/limits';
import { recentHits, waitSeconds } from '../../rules/shared/rate-limit';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { failTooMany } from '../../shared/http';

/**
 * The abuse limits (services/shared/limits.ts `RATE_LIMITS`), kept per account and per client.
 * A real backend keys the client on the caller's IP address; the sandbox runs in the
 * browser, so the browser is one client, unless the call carries `X-Sandbox-Client`
 * (tests and QA simulating another device; `scripts/sandbox-api.mjs` sets it to the caller's IP).
 */
export const CLIENT_HEADER = 'X-Sandbox-Client';

export function clientOf(request: Request): string {
  return request.headers.get(CLIENT_HEADER) || 'this-browser';
}

/** One side's allowance of `name`: the wait (0: allowed now) and `count()` to record the call. */
export function rateAllowance(name: RateLimitName, side: 'account' | 'client', who: string) {
  const limit = RATE_LIMITS[name];
  const key = `${name}|${side}|${who}`;
  const windowMs = limit.windowSeconds * 1000;
  const now = clock.now();
  const recent = recentHits(db.state.accounts.rateHits[key], windowMs, now);
  return {
    wait: waitSeconds(recent, side === 'account' ? limit.perAccount : limit.perClient, windowMs, now),
    count: () => {
      db.state.accounts.rateHits[key] = [...recent, now.toISOString()];
    },
  };
}

/** Count one call of `name` about `account` from the caller, or answer 429 when either allowance is used up. */
export function takeRateLimit(name: RateLimitName, account: string, request: Request): void {
  const sides = [
    rateAllowance(name, 'account', account.trim().toLowerCase()),
    rateAllowance(name, 'client', clientOf(request)),
  ];
  const wait = Math.max(...sides.map((side) => side.wait));
  if (wait) failTooMany(wait);
  for (const side of sides) side.count();
}
