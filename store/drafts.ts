import { clearContactDraft, readStoredContactDraft, saveContactDraft } from './contact-draft';
import { DRAFT_IMAGE_STORES, requestImages } from './draft-images';
import type { DraftOwner } from './draft-owner';
import { dropOfferDraft, readOfferDraft, saveOfferDraft } from './offer-draft';
import { dropProviderDraft, readProviderDraft, saveProviderDraft } from './provider-draft';
import { readRequestDrafts, writeRequestDrafts } from './request-draft';
import { DRAFT_KEYS, removeKey } from './storage';

/**
 * Every draft of the device, in one place: the request drafts (one per service), the offer, the
 * provider wizard and the contact message, with the three photo stores.
 */

/** Logout and an account close: every draft key and every draft photo store. */
export async function wipeDrafts(): Promise<void> {
  DRAFT_KEYS.forEach(removeKey);
  await Promise.all(DRAFT_IMAGE_STORES.map((store) => store.clear()));
}

type Verdict = 'keep' | 'adopt' | 'drop';

function verdict(owner: DraftOwner | undefined, userId: number): Verdict {
  if (owner === undefined || owner === null) return 'adopt';
  return owner === userId ? 'keep' : 'drop';
}

/**
 * On sign-in (and on a start with a session): the user's own drafts stay, a guest's are adopted, another
 * user's go with their photos. Resolves whether anything of another user was dropped (the caller then
 * empties the query cache).
 */
export async function claimDrafts(userId: number): Promise<boolean> {
  let dropped = false;
  const requests = readRequestDrafts();
  const kept = Object.fromEntries(
    Object.entries(requests)
      .filter(([, draft]) => verdict(draft.owner, userId) !== 'drop')
      .map(([key, draft]) => [key, { ...draft, owner: userId }]),
  );
  const gone = Object.values(requests).filter((draft) => verdict(draft.owner, userId) === 'drop');
  writeRequestDrafts(kept);
  if (gone.length > 0) {
    dropped = true;
    await Promise.all(gone.flatMap((draft) => draft.images).map((image) => requestImages.delete(image.id)));
  }

  const offer = readOfferDraft();
  if (offer && verdict(offer.owner, userId) === 'drop') {
    dropped = true;
    dropOfferDraft();
  } else if (offer) saveOfferDraft(offer, userId);

  const provider = readProviderDraft();
  if (provider && verdict(provider.owner, userId) === 'drop') {
    dropped = true;
    dropProviderDraft();
  } else if (provider) saveProviderDraft(provider, userId);

  const contact = readStoredContactDraft();
  if (contact && verdict(contact.owner, userId) === 'drop') {
    dropped = true;
    clearContactDraft();
  } else if (contact) saveContactDraft(contact, userId);
  return dropped;
}
