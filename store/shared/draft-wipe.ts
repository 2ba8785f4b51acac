import { DRAFT_IMAGE_STORES } from './draft-images';
import { wipeOfflineCopies } from './offline-copies';
import { DRAFT_KEYS, removeKey } from './storage';

/**
 * Logout and an account close: every draft key and every draft photo store, and the API answers
 * kept for offline reading. Its own small module, so logout carries it from the start and wipes
 * them offline too (store/auth/logout.ts).
 */
export async function wipeDrafts(): Promise<void> {
  DRAFT_KEYS.forEach(removeKey);
  await Promise.all([...DRAFT_IMAGE_STORES.map((store) => store.clear()), wipeOfflineCopies()]);
}
