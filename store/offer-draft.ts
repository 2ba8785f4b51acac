import { newIdempotencyKey, withIdempotencyKey } from '@/services/idempotency';
import { offerImages } from './draft-images';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';
import type { DraftImage } from './request-draft';

/**
 * The offer a provider is writing on a job, kept on the device after every change: a failed send,
 * a reload or a trip to top up the balance loses nothing. One draft at a time, for one job; the
 * images' bytes live in the offer's own image store (`offerImages`, store/draft-images), apart from
 * the request draft's, their URLs once uploaded.
 */
export interface OfferDraft {
  request: number;
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

/** The saved draft for this job, or a fresh one. */
export function loadOfferDraft(request: number): OfferDraft {
  const saved = readJson(STORAGE_KEYS.offerDraft, isOfferDraft);
  return saved && saved.request === request ? withIdempotencyKey(saved) : emptyOfferDraft(request);
}

export function saveOfferDraft(draft: OfferDraft): void {
  writeJson(STORAGE_KEYS.offerDraft, draft);
}

/** Once the offer is sent: the draft and its photos' bytes. */
export function dropOfferDraft(): void {
  removeKey(STORAGE_KEYS.offerDraft);
  void offerImages.clear();
}

/** When a job's form opens: the bytes of photos no longer in its draft (another job's, or removed) go. */
export function pruneOfferImages(draft: OfferDraft): Promise<void> {
  return offerImages.prune(draft.images.map((image) => image.id));
}
