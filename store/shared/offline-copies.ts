import { WORKER_MESSAGES } from '@/services/shared/app-worker';
import { readString, removeKey, STORAGE_KEYS, writeString } from './storage';

/**
 * The API answers the service worker keeps for reading offline (public/sw.js, the same names): a
 * signed-in user's (their feed, their offers) and the public ones the start reads; and the rotated
 * token pairs it keeps for a page that reloaded while renewing (public/sw-session.js). Logout and an
 * account close delete both (store/shared/draft-wipe.ts, carried by logout from the start: offline
 * too), and a different user signing in on the same device never reads the previous one's
 * (`claimOfflineCopies`).
 */
export const OFFLINE_COPY_CACHES = ['user-data', 'public-data', 'session-renewals'] as const;

export async function wipeOfflineCopies(): Promise<void> {
  removeKey(STORAGE_KEYS.offlineCopiesOwner);
  const told = forgetUserInWorker();
  if (typeof caches === 'undefined') return told;
  await Promise.all([told, ...OFFLINE_COPY_CACHES.map((name) => caches.delete(name).catch(() => undefined))]);
}

/**
 * The worker is told too: an answer of the user's still in flight when the caches go would otherwise
 * be put back after them (public/sw.js drops it, and deletes the user's cache once more).
 */
async function forgetUserInWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const registration = container.controller ? undefined : await container.getRegistration().catch(() => undefined);
  (container.controller ?? registration?.active)?.postMessage({ type: WORKER_MESSAGES.forgetUser });
}

/**
 * At every start with a user (StartGate, with the drafts): the copies stay for the user they were
 * kept for; for anyone else, or when whose they are is not known (an expiry cleared it), they go.
 */
export async function claimOfflineCopies(userId: number): Promise<void> {
  const owner = readString(STORAGE_KEYS.offlineCopiesOwner);
  if (owner !== String(userId)) await wipeOfflineCopies();
  writeString(STORAGE_KEYS.offlineCopiesOwner, String(userId));
}
