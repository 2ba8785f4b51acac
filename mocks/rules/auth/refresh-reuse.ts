/**
 * Refresh reuse (docs/api/accounts.md "Refresh reuse"): the refresh token a rotation replaced stays
 * accepted for a short window, as Auth0's reuse interval, Okta's grace period and django-oauth-toolkit's
 * REFRESH_TOKEN_GRACE_PERIOD_SECONDS allow, so two refreshes with one token (a reload while a refresh was
 * on its way, two tabs) both get the session's pair. The window is fixed from the rotation (a use within
 * it does not extend it). After it, a use is a reuse, which ends the session (a stolen token).
 * A designed number, counted on the sandbox clock.
 */
export const REFRESH_REUSE_RULES = { graceMs: 30_000 } as const;

/** What a refresh token is to a live session: its current one, the replaced one within or after the window, or nothing. */
export type RefreshUse = 'current' | 'grace' | 'reuse' | 'none';

/** What a session holds of its refresh token. */
export interface Held {
  refresh: string;
  refresh_expires_at: string;
  /** The refresh token the last rotation replaced, and until when it is still accepted. */
  previous_refresh?: string;
  previous_refresh_until?: string;
}

const before = (iso: string | undefined, now: Date): boolean => iso !== undefined && now.getTime() < Date.parse(iso);

export function refreshUse(session: Held, token: string, now: Date): RefreshUse {
  if (token === '' || !before(session.refresh_expires_at, now)) return 'none';
  if (token === session.refresh) return 'current';
  if (token !== session.previous_refresh) return 'none';
  return before(session.previous_refresh_until, now) ? 'grace' : 'reuse';
}

/** What a rotation at `now` records of the refresh token it replaced: the window it stays accepted in. */
export function graceOf(
  replaced: string,
  now: Date,
): Required<Pick<Held, 'previous_refresh' | 'previous_refresh_until'>> {
  return {
    previous_refresh: replaced,
    previous_refresh_until: new Date(now.getTime() + REFRESH_REUSE_RULES.graceMs).toISOString(),
  };
}
