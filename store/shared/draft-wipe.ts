import { DRAFT_IMAGE_STORES } from './draft-images';
import { DRAFT_KEYS, removeKey } from './storage';

/**
 * Logout and an account close: every draft key and every draft photo store. Its own small module, so
 * logout carries it from the start and wipes the drafts offline too (store/auth/logout.ts).
 */
export async function wipeDrafts(): Promise<void> {
  DRAFT_KEYS.forEach(removeKey);
  await Promise.all(DRAFT_IMAGE_STORES.map((store) => store.clear()));
}
