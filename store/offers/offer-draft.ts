import { newIdempotencyKey, withIdempotencyKey } from '@/services/api/idempotency';
import { offerImages } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';
import type { DraftOwner } from '@/store/shared/draft-owner';
import { createDraftStore } from '@/store/shared/draft-store';
import { STORAGE_KEYS } from '@/store/shared/storage';

/**
 * The offer a provider is writing on a job, kept on the device after every change: a failed send,
 * a reload or a trip to top up the balance loses nothing. One draft at a time, for one job; the
 * images' bytes live in the offer's own image store (`offerImages`, store/shared/draft-images), apart from
 * the request draft's, their URLs once uploaded.
 */
export interface OfferDraft {
  request: number;
  /** Whose it is (store/shared/draft-owner.ts): stamped on every save. */
  owner?: DraftOwner;
  price: string;
  details: string;
  proposed_date: string;
  images: DraftImage[];
  /** Sent as `Idempotency-Key`: a retry cannot send the offer twice. */
  idempotencyKey: string;
}

export function emptyOfferDraft(request: number): OfferDraft {
  return { request, price: '', details: '', proposed_date: '', images: [], idempotencyKey: newIdempotencyKey() };
}

/** A draft saved before drafts carried a key is accepted (it gets one when loaded). */
function isOfferDraft(value: unknown): value is Omit<OfferDraft, 'idempotencyKey'> {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<OfferDraft>;
  return (
    typeof draft.request === 'number' &&
    typeof draft.price === 'string' &&
    typeof draft.details === 'string' &&
    typeof draft.proposed_date === 'string' &&
    Array.isArray(draft.images) &&
    draft.images.every((image) => typeof image?.id === 'string' && typeof image.name === 'string')
  );
}

/** `OFFER_DRAFT`; a draft saved before drafts carried a key gets one as it is read. */
export const offerDrafts = createDraftStore<OfferDraft, Omit<OfferDraft, 'idempotencyKey'>>({
  key: STORAGE_KEYS.offerDraft,
  isDraft: isOfferDraft,
  migrate: withIdempotencyKey,
  images: { store: offerImages, of: (draft) => draft.images },
});

/** The saved draft for this job if it is this provider's, or a fresh one. */
export function loadOfferDraft(request: number): OfferDraft {
  const saved = offerDrafts.shown();
  return saved && saved.request === request ? saved : emptyOfferDraft(request);
}

export function saveOfferDraft(draft: OfferDraft, owner?: DraftOwner): void {
  offerDrafts.save(draft, owner);
}

/** Once the offer is sent: the draft and its photos' bytes. */
export function dropOfferDraft(): void {
  void offerDrafts.drop();
}

/** When a job's form opens: the bytes of photos no longer in its draft (another job's, or removed) go. */
export function pruneOfferImages(draft: OfferDraft): Promise<void> {
  return offerImages.prune(draft.images.map((image) => image.id));
}
