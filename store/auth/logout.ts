import { forgetPushDevice } from '@/services/notifications';
import { wipeDrafts } from '@/store/shared/draft-wipe';
import { clearSession, readString, STORAGE_KEYS } from '@/store/shared/storage';
import { endSessionHere, leaveByLogout } from './session';

/*
 * Logout (spec §4), in its own module: only the menus that offer it load it (no first screen does), and
 * it carries what clearing the device needs, so nothing it waits for can be missing offline.
 */

/** How long logout waits for `POST auth/logout/` before leaving the page anyway. */
export const LOGOUT_CALL_WAIT_MS = 3000;

interface HeldTokens {
  access: string | null;
  refresh: string | null;
}

/**
 * The backend ends the session, best effort (docs/api/accounts.md "Sessions"): the call carries both
 * tokens the device held, either of which names the session. Its code loads now; offline, or when that
 * fails, or the call does, the device is signed out all the same.
 */
async function endSessionOnServer(tokens: HeldTokens): Promise<void> {
  if (!tokens.access && !tokens.refresh) return;
  try {
    const { logoutSession } = await import('@/services/auth/logout');
    await logoutSession(tokens);
  } catch {
    // Best effort: the device is already signed out.
  }
}

const waited = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long logout lets the push unsubscribe (issue 35) go before it ends the session on the backend. */
export const PUSH_FORGET_WAIT_MS = 1500;

/**
 * This device stops getting pushes: unsubscribed here at once, then `DELETE notifications/push-subscriptions/`
 * with the token the device held, before the session it names ends. Best effort, never longer than
 * `PUSH_FORGET_WAIT_MS`; nothing at all in a build without push.
 */
function forgetPush(access: string | null): Promise<void> {
  const forget = access ? forgetPushDevice({ access }).catch(() => undefined) : Promise.resolve();
  return Promise.race([forget, waited(PUSH_FORGET_WAIT_MS)]);
}

let loggingOut: Promise<void> | null = null;

/**
 * Logout (spec §4): first the device, at once and whatever the network: the session and storage are
 * cleared (the language stays, the drafts go), the user reset, every draft photo wiped. Then the
 * backend ends the session (up to `LOGOUT_CALL_WAIT_MS`), and the page reloads. A second tap while it
 * runs joins the first.
 */
export function logout(location: Pick<Location, 'reload'> = window.location): Promise<void> {
  loggingOut ??= (async () => {
    try {
      const tokens: HeldTokens = {
        access: readString(STORAGE_KEYS.accessToken),
        refresh: readString(STORAGE_KEYS.refreshToken),
      };
      leaveByLogout();
      clearSession();
      endSessionHere();
      const server = forgetPush(tokens.access).then(() => endSessionOnServer(tokens));
      await wipeDrafts().catch(() => undefined);
      await Promise.race([server, waited(LOGOUT_CALL_WAIT_MS)]);
      location.reload();
    } finally {
      loggingOut = null;
    }
  })();
  return loggingOut;
}
