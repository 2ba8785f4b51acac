import { endSessionHere } from './session';
import { STORAGE_KEYS } from './storage';

/**
 * Other tabs: a sign-out or an expiry there removes `access-token`, a sign-in changes it.
 * A signed-in tab follows: its socket closes, its user resets and it reloads, so no tab keeps
 * showing a session that has ended. Loaded with the socket (NotificationSocket), only for a
 * signed-in user: a guest tab has nothing to lose. Returns the unsubscribe.
 */
export function followOtherTabs(target: Window = window, location: Pick<Location, 'reload'> = window.location): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken) return;
    if (event.key !== null && event.oldValue === event.newValue) return;
    endSessionHere();
    location.reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
