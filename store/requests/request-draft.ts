import { newIdempotencyKey, withIdempotencyKey } from '@/services/api/idempotency';
import type { Answers, Question } from '@/services/catalogue';
import type { AddressType } from '@/services/settings';
import type { Timing } from '@/services/shared/request-timing';
import { TIMINGS } from '@/services/shared/request-timing';
import { DraftImage, requestImages } from '@/store/shared/draft-images';
import type { DraftOwner } from '@/store/shared/draft-owner';
import { createDraftStore } from '@/store/shared/draft-store';
import { STORAGE_KEYS } from '@/store/shared/storage';

export type RequestStep = 'questions' | 'details' | 'review';

/** An address being written inside the request (saved to the address book when the request is sent). */
export interface NewAddressDraft {
  city: number | '';
  neighborhood: number | '';
  address_type: AddressType;
  name: string;
}

export const emptyNewAddress: NewAddressDraft = { city: '', neighborhood: '', address_type: 'home', name: '' };

/**
 * A service request being written, kept on the device after every change, so a reload, the sign-in
 * round trip, a failed submit or a closed dialog loses nothing. One draft per service.
 */
export interface RequestDraft {
  subService: number;
  /** Whose it is (store/shared/draft-owner.ts): stamped on every save; absent or null for a guest's. */
  owner?: DraftOwner;
  /** The questions answered so far, in the order they were asked (the flow may jump). */
  questions: Question[];
  answers: Answers;
  step: RequestStep;
  /** A saved address's id, or null (with `newAddress` when a new one is being written). */
  address: number | null;
  newAddress: NewAddressDraft | null;
  /** In the order the client arranged them; at most 5. */
  images: DraftImage[];
  timing: Timing | null;
  comment: string;
  /** Sent as `Idempotency-Key` (the new address and the request): a retry cannot create twice. */
  idempotencyKey: string;
}

export function emptyDraft(subService: number): RequestDraft {
  return {
    subService,
    questions: [],
    answers: {},
    step: 'questions',
    address: null,
    newAddress: null,
    images: [],
    timing: null,
    comment: '',
    idempotencyKey: newIdempotencyKey(),
  };
}

/** A draft saved before drafts carried a key is accepted (it gets one when loaded). */
function isDraft(value: unknown): value is Omit<RequestDraft, 'idempotencyKey'> {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<RequestDraft>;
  return (
    typeof draft.subService === 'number' &&
    Array.isArray(draft.questions) &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    (draft.step === 'questions' || draft.step === 'details' || draft.step === 'review') &&
    (draft.address === null || typeof draft.address === 'number') &&
    (draft.newAddress === null ||
      (typeof draft.newAddress === 'object' && typeof draft.newAddress.name === 'string')) &&
    Array.isArray(draft.images) &&
    draft.images.every((image) => typeof image?.id === 'string') &&
    (draft.timing === null || TIMINGS.includes(draft.timing as Timing)) &&
    typeof draft.comment === 'string'
  );
}

/** `REQUEST_DRAFT`: the drafts by sub-service id. */
export type RequestDrafts = Record<string, RequestDraft>;

/**
 * `REQUEST_DRAFT`, one draft per service. A value saved before drafts were kept per service (one
 * draft) reads as its one entry, and one saved before drafts carried a key gets one; a malformed
 * entry is dropped, a malformed value as a whole.
 */
export const requestDrafts = createDraftStore<RequestDraft, Omit<RequestDraft, 'idempotencyKey'>>({
  key: STORAGE_KEYS.requestDraft,
  isDraft,
  migrate: withIdempotencyKey,
  idOf: (draft) => draft.subService,
  images: { store: requestImages, of: (draft) => draft.images },
});

/** Every saved draft, whoever owns it. */
export const readRequestDrafts = (): RequestDrafts => requestDrafts.all();

/** The saved draft for this service if it is shown here (its owner's, or a guest's), or a fresh one; other services' drafts stay. */
export function loadDraft(subService: number): RequestDraft {
  return requestDrafts.shown(subService) ?? emptyDraft(subService);
}

/** Read, change one entry, write: a draft another tab saved for another service stays. */
export function saveDraft(draft: RequestDraft, owner?: DraftOwner): void {
  requestDrafts.save(draft, owner);
}

/** One service's draft and its images' bytes (once sent or discarded). */
export const dropDraft = (subService: number): Promise<void> => requestDrafts.drop(subService);

/** When a form opens: the bytes of photos no saved draft holds any more (removed ones, sent ones) go; every draft's stay. */
export function pruneRequestImages(): Promise<void> {
  return requestImages.prune(
    Object.values(readRequestDrafts()).flatMap((draft) => draft.images.map((image) => image.id)),
  );
}
