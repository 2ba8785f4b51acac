import { refreshUse, type Held, type RefreshUse } from './refresh-reuse';

/**
 * Sessions (docs/api/accounts.md "Sessions"): a sign-in opens one, a short-lived access token and a
 * refresh token that is rotated on use (the replaced one keeps a short window: refresh-reuse.ts); logout blacklists the refresh token and ends the session.
 * The lifetimes are designed numbers (SimpleJWT's access default; a refresh that outlives a month of
 * QA clock moves), counted on the sandbox clock.
 */
export const SESSION_RULES = {
  accessTtlMs: 5 * 60 * 1000,
  refreshTtlMs: 60 * 24 * 60 * 60 * 1000,
} as const;

/** A session's tokens as the rules read them (data/auth/accounts.ts `SandboxSession` adds whose it is). */
export interface SessionTokens extends Held {
  access: string;
  access_expires_at: string;
}

const alive = (expiresAt: string, now: Date): boolean => new Date(expiresAt).getTime() > now.getTime();

/** The session an access token opens, while that token is unexpired (a rotated or ended one opens none). */
export function sessionOfAccess<Session extends SessionTokens>(
  sessions: readonly Session[],
  token: string,
  now: Date,
): Session | undefined {
  return token
    ? sessions.find((session) => session.access === token && alive(session.access_expires_at, now))
    : undefined;
}

/**
 * The live session a refresh token names (its current refresh, or the one its last rotation replaced)
 * and what the token is to it (mocks/rules/auth/refresh-reuse.ts); undefined when it names none.
 */
export function sessionOfRefresh<Session extends SessionTokens>(
  sessions: readonly Session[],
  token: string,
  now: Date,
): { session: Session; use: Exclude<RefreshUse, 'none'> } | undefined {
  for (const session of sessions) {
    const use = refreshUse(session, token, now);
    if (use !== 'none') return { session, use };
  }
  return undefined;
}

/**
 * The session a logout ends (docs/api/accounts.md "Sessions"): the one its refresh token belongs to, or the
 * one its bearer access token was issued with, expired or not. Either token names it, so a device that
 * lost its refresh token (or never had one) still ends its session, and after it both tokens are refused.
 */
export function sessionToEnd<Session extends SessionTokens>(
  sessions: readonly Session[],
  tokens: { refresh: string; access: string },
): Session | undefined {
  return sessions.find(
    (session) =>
      (tokens.refresh !== '' && session.refresh === tokens.refresh) ||
      (tokens.access !== '' && session.access === tokens.access),
  );
}

/** A fresh token pair for a session, from `now`. */
export function issuePair(
  now: Date,
  random: () => string,
): Pick<SessionTokens, 'access' | 'access_expires_at' | 'refresh' | 'refresh_expires_at'> {
  return {
    access: `sandbox-access-${random()}`,
    access_expires_at: new Date(now.getTime() + SESSION_RULES.accessTtlMs).toISOString(),
    refresh: `sandbox-refresh-${random()}`,
    refresh_expires_at: new Date(now.getTime() + SESSION_RULES.refreshTtlMs).toISOString(),
  };
}
