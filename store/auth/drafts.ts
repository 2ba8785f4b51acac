import { contactDrafts } from '@/store/content';
import { offerDrafts } from '@/store/offers';
import { providerDrafts } from '@/store/provider-account';
import { requestDrafts } from '@/store/requests';
import { dialogDrafts } from '@/store/shared/dialog-draft';
import { claimOfflineCopies } from '@/store/shared/offline-copies';

export { wipeDrafts } from '@/store/shared/draft-wipe';

/**
 * Drafts belong to someone (store/shared/draft-owner.ts). On sign-in (and on a start with a session), over
 * every draft of the device (the request drafts, one per service; the offer, the provider wizard, the
 * contact message and the dialogs' input, each a store/shared/draft-store.ts instance): the user's own
 * stay, a guest's are adopted, another user's go with their photos, and so do the API answers kept for
 * offline reading unless they are this user's (store/shared/offline-copies.ts). Resolves whether a draft
 * of another user was dropped (the caller then empties the query cache). Logout and an account close
 * wipe them all (store/shared/draft-wipe.ts: logout carries it, an account close loads it from here, the
 * claim's chunk).
 */
export async function claimDrafts(userId: number): Promise<boolean> {
  const [dropped] = await Promise.all([
    Promise.all(
      [requestDrafts, offerDrafts, providerDrafts, contactDrafts, dialogDrafts].map((store) => store.claim(userId)),
    ),
    claimOfflineCopies(userId),
  ]);
  return dropped.some(Boolean);
}
