import { leaveSessionCalls } from '@/services/api/api-client';
import { isAuthPath, loginPathFor } from '@/services/shared/routes';
import { appStore } from '@/store/shared/app-store';
import { clearSession, readString, STORAGE_KEYS } from '@/store/shared/storage';

/** Things to close when the session ends (the notification socket registers here). */
const onEnd = new Set<() => void>();

export function onSessionEnd(cleanup: () => void): () => void {
  onEnd.add(cleanup);
  return () => onEnd.delete(cleanup);
}

/** Every draft and draft photo (loaded when needed: no shell route carries the image stores). */
export async function wipeDrafts(): Promise<void> {
  const drafts = await import('./drafts');
  await drafts.wipeDrafts();
}

/**
 * The tokens, the socket, every draft and its photos go now (an account close); the user stays in
 * the store, so the screen that says why (the closed account's dates) stays until the person leaves it.
 */
export async function dropSession(): Promise<void> {
  onEnd.forEach((cleanup) => cleanup());
  clearSession();
  await wipeDrafts();
}

/**
 * What ends with the session here (a logout, an expiry, or either in another tab: store/auth/other-tabs.ts):
 * its calls still on their way are aborted and their answers never read, its socket closes, the user resets.
 */
export function endSessionHere(): void {
  leaveSessionCalls();
  onEnd.forEach((cleanup) => cleanup());
  appStore.dispatch({ type: 'SET_USER', user: null });
}

/**
 * Logout leaves the page by itself (store/auth/logout.ts). A refusal met on its way out (a call or the
 * socket answered 401 for the session it has just ended) must not send the page to the login instead,
 * unless a session has begun here since (tokens stored again).
 */
let leavingByLogout = false;

export function leaveByLogout(): void {
  leavingByLogout = true;
}

/**
 * Session expiry (spec §4), when the session is over (the refresh refused): clear the session (the language and the drafts
 * stay: signing in again as the same user restores them), reset the user, go to the role's login,
 * and come back after it. A page already at a login or sign-up stays: a refusal that lands there
 * (a signed-out visit's call, answered after the page sent the visitor to the login) would
 * otherwise reload the login without its way back.
 */
export function expireSession(location: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location): void {
  if (leavingByLogout && !readString(STORAGE_KEYS.accessToken) && !readString(STORAGE_KEYS.refreshToken)) return;
  clearSession({ keepDrafts: true });
  endSessionHere();
  const here = `${location.pathname}${location.search}`;
  if (!isAuthPath(here)) location.assign(loginPathFor(here));
}
