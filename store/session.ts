import { loginPathFor } from '@/services/routes';
import { appStore } from './app-store';
import { clearSession } from './storage';

/** Things to close when the session ends (the notification socket registers here). */
const onEnd = new Set<() => void>();

export function onSessionEnd(cleanup: () => void): () => void {
  onEnd.add(cleanup);
  return () => onEnd.delete(cleanup);
}

function endSession(): void {
  onEnd.forEach((cleanup) => cleanup());
  clearSession();
  appStore.dispatch({ type: 'SET_USER', user: null });
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
