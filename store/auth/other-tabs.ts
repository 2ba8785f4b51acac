import { STORAGE_KEYS } from '@/store/shared/storage';
import { endSessionHere } from './session';

/** The user id in a stored USER_INFO value, or null. */
function userIdIn(value: string | null): number | null {
  try {
    const parsed = JSON.parse(value ?? 'null') as { user?: { id?: unknown } } | null;
    return typeof parsed?.user?.id === 'number' ? parsed.user.id : null;
  } catch {
    return null;
  }
}

/** Whether a change made in another tab ends or changes the session this tab shows. */
export function endsSessionHere(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === null) return true;
  // A sign-out or an expiry removes the token, a sign-in adds one; a refresh only replaces it.
  if (event.key === STORAGE_KEYS.accessToken) return (event.oldValue === null) !== (event.newValue === null);
  // A sign-in over a live session as someone else.
  if (event.key === STORAGE_KEYS.userInfo) {
    const [before, after] = [userIdIn(event.oldValue), userIdIn(event.newValue)];
    return before !== null && after !== null && before !== after;
  }
  return false;
}

/**
 * Other tabs: a sign-out, an expiry, a sign-in (or one as another user) there. A signed-in tab
 * follows: its socket closes, its user resets and it reloads, so no tab keeps showing a session
 * that has ended. A token refresh there is not followed: this tab reads the new token on its next
 * call. Loaded with the socket (NotificationSocket), only for a signed-in user: a guest tab has
 * nothing to lose. Returns the unsubscribe.
 */
export function followOtherTabs(
  target: Window = window,
  location: Pick<Location, 'reload'> = window.location,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!endsSessionHere(event)) return;
    endSessionHere();
    location.reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
