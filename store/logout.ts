import { endSessionHere, wipeDrafts } from './session';
import { clearSession, readString, STORAGE_KEYS } from './storage';

/* Logout (spec §4), in its own module: only the menus that offer it load it (no first screen does). */

/** How long logout waits for `POST auth/logout/` before signing out on the device anyway. */
export const LOGOUT_CALL_WAIT_MS = 3000;

/** The backend ends the session (its refresh token blacklisted), best effort: no answer within the wait is no matter. */
async function endSessionOnServer(): Promise<void> {
  const refresh = readString(STORAGE_KEYS.refreshToken);
  if (!refresh) return;
  const { logoutSession } = await import('@/services/logout');
  await Promise.race([
    logoutSession({ refresh, access: readString(STORAGE_KEYS.accessToken) }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, LOGOUT_CALL_WAIT_MS)),
  ]);
}

let loggingOut: Promise<void> | null = null;

/**
 * Logout (spec §4): the backend ends the session (best effort), then the session and storage are cleared
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
