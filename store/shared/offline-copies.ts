import { readString, removeKey, STORAGE_KEYS, writeString } from './storage';

/**
 * The API answers the service worker keeps for reading offline (public/sw.js, the same names): a
 * signed-in user's (their feed, their offers) and the public ones the start reads. Logout and an
 * account close delete both (store/shared/draft-wipe.ts, carried by logout from the start: offline
 * too), and a different user signing in on the same device never reads the previous one's
 * (`claimOfflineCopies`).
 */
export const OFFLINE_COPY_CACHES = ['user-data', 'public-data'] as const;

export async function wipeOfflineCopies(): Promise<void> {
  removeKey(STORAGE_KEYS.offlineCopiesOwner);
  if (typeof caches === 'undefined') return;
  await Promise.all(OFFLINE_COPY_CACHES.map((name) => caches.delete(name).catch(() => undefined)));
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
