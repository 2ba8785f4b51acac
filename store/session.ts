import { loginPathFor } from '@/services/routes';
import { appStore } from './app-store';
import { clearSession } from './storage';

/** Things to close when the session ends (the notification socket registers here). */
const onEnd = new Set<() => void>();

export function onSessionEnd(cleanup: () => void): () => void {
  onEnd.add(cleanup);
  return () => onEnd.delete(cleanup);
}

/**
 * The tokens and the socket go now; the user stays in the store, so the screen that says
 * why (the closed account's dates) stays until the person leaves it.
 */
export function dropSession(): void {
  onEnd.forEach((cleanup) => cleanup());
  clearSession();
}

/** What ends with the session here, when it ended in another tab (store/other-tabs.ts). */
export function endSessionHere(): void {
  onEnd.forEach((cleanup) => cleanup());
  appStore.dispatch({ type: 'SET_USER', user: null });
}

function endSession(): void {
  clearSession();
  endSessionHere();
}

/** §4: clear storage (the language stays), reset the user, go to the role's login, and come back after it. */
export function expireSession(location: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location): void {
  endSession();
  location.assign(loginPathFor(`${location.pathname}${location.search}`));
}

/** §4: clear session and storage (the language stays), reset the user, reload. */
export function logout(location: Pick<Location, 'reload'> = window.location): void {
  endSession();
  location.reload();
}

