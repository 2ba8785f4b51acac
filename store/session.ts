import { loginPathFor } from '@/services/routes';
import { appStore } from './app-store';
import { clearSession, readString, STORAGE_KEYS } from './storage';

/** Things to close when the session ends (the notification socket registers here). */
const onEnd = new Set<() => void>();

export function onSessionEnd(cleanup: () => void): () => void {
  onEnd.add(cleanup);
  return () => onEnd.delete(cleanup);
}

/** How long logout waits for `POST auth/logout/` before signing out on the device anyway. */
export const LOGOUT_CALL_WAIT_MS = 3000;

/** Every draft and draft photo (loaded when needed: no shell route carries the image stores). */
async function wipeDrafts(): Promise<void> {
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

/** What ends with the session here, when it ended in another tab (store/other-tabs.ts). */
export function endSessionHere(): void {
  onEnd.forEach((cleanup) => cleanup());
  appStore.dispatch({ type: 'SET_USER', user: null });
}

/**
 * §4, when the session is over (the refresh refused): clear the session (the language and the drafts
 * stay: signing in again as the same user restores them), reset the user, go to the role's login,
 * and come back after it.
 */
export function expireSession(location: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location): void {
  clearSession({ keepDrafts: true });
  endSessionHere();
  location.assign(loginPathFor(`${location.pathname}${location.search}`));
}

/** The backend ends the session (its refresh token blacklisted), best effort: no answer within the wait is no matter. */
async function endSessionOnServer(): Promise<void> {
  const refresh = readString(STORAGE_KEYS.refreshToken);
  if (!refresh) return;
  const { logoutSession } = await import('@/services/auth');
  await Promise.race([logoutSession({ refresh }).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LOGOUT_CALL_WAIT_MS))]);
}

let loggingOut: Promise<void> | null = null;

/**
 * §4 logout: the backend ends the session (best effort), then the session and storage are cleared
 * (the language stays), every draft and draft photo is wiped, the user reset, and the page reloads.
 * A second tap while it runs joins the first.
 */
export function logout(location: Pick<Location, 'reload'> = window.location): Promise<void> {
  loggingOut ??= (async () => {
    try {
      await Promise.all([endSessionOnServer(), wipeDrafts()]);
      clearSession();
      endSessionHere();
      location.reload();
    } finally {
      loggingOut = null;
    }
  })();
  return loggingOut;
}
