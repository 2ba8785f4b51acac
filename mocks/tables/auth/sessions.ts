import { randomToken } from '../../rules/auth/accounts';
import { graceOf } from '../../rules/auth/refresh-reuse';
import { issuePair, sessionOfAccess, sessionOfRefresh, sessionToEnd } from '../../rules/auth/sessions';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import type { SandboxSession } from '../../data/auth/accounts';

/* The sessions table (docs/api/accounts.md "Sessions"): open on sign-in, rotate on refresh, end on logout. */

const sessions = () => db.state.accounts.sessions;

export interface TokenPair {
  access: string;
  refresh: string;
}

const pairOf = (session: SandboxSession): TokenPair => ({ access: session.access, refresh: session.refresh });

export function openSession(userId: number): TokenPair {
  const session: SandboxSession = { user_id: userId, ...issuePair(clock.now(), randomToken) };
  sessions().push(session);
  return pairOf(session);
}

/** The request's bearer token, or ''. */
function bearerOf(request: Request): string {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
}

/** The session of the request's bearer token (the caller's own). */
export function sessionOfRequest(request: Request): SandboxSession | undefined {
  return sessionOfAccess(sessions(), bearerOf(request), clock.now());
}

/**
 * The user whose session the request's bearer names, expired or not (as logout, `sessionToEnd`): a
 * device that held a session's token may still forget what it registered in it (its push
 * subscription) while the session exists, even when its access token lapsed before the logout.
 */
export function userOfHeldSession(request: Request): number | undefined {
  return sessionToEnd(sessions(), { refresh: '', access: bearerOf(request) })?.user_id;
}

/**
 * `POST auth/token/refresh/`: the session's current refresh token rotates (the replaced one keeps its
 * window); the replaced one within the window answers the pair as it is; after it, the session ends
 * (a reuse: docs/api/accounts.md "Refresh reuse"). Undefined when the token renews nothing.
 */
export function renewSession(refresh: string): TokenPair | undefined {
  const now = clock.now();
  const found = sessionOfRefresh(sessions(), refresh, now);
  if (!found) return undefined;
  const { session, use } = found;
  if (use === 'reuse') {
    dropSession(session);
    return undefined;
  }
  if (use === 'current') Object.assign(session, issuePair(now, randomToken), graceOf(refresh, now));
  return pairOf(session);
}

/** A fresh pair for this session, every previous token refused at once (a password change: no window). */
export function reissueSession(session: SandboxSession): TokenPair {
  Object.assign(session, issuePair(clock.now(), randomToken));
  delete session.previous_refresh;
  delete session.previous_refresh_until;
  return pairOf(session);
}

function dropSession(ended: SandboxSession): void {
  db.state.accounts.sessions = sessions().filter((session) => session !== ended);
}

/** Logout: the session of this refresh token or of the request's bearer ends; both its tokens are refused from now on. */
export function endSessionOf(refresh: string, request: Request): boolean {
  const ended = sessionToEnd(sessions(), { refresh, access: bearerOf(request) });
  if (!ended) return false;
  dropSession(ended);
  return true;
}

/** Every session of the user ends, but `keep` (the caller's own, after a password change). */
export function endSessions(userId: number, keep?: SandboxSession): void {
  db.state.accounts.sessions = sessions().filter((session) => session.user_id !== userId || session === keep);
}

/** QA (`window.__sandbox.expireSessions`): every access token expires now; with `refresh` too, every session is over. */
export function expireSessions(which: 'access' | 'both'): void {
  const past = new Date(clock.now().getTime() - 1000).toISOString();
  for (const session of sessions()) {
    session.access_expires_at = past;
    if (which === 'both') session.refresh_expires_at = past;
  }
}
