import type { AddressType } from '@/services/account';
import type { Answers, Question } from '@/services/catalogue';
import type { Timing } from '@/services/request-timing';
import { TIMINGS } from '@/services/request-timing';
import { newIdempotencyKey, withIdempotencyKey } from '@/services/idempotency';
import { clearDraftImages } from './draft-images';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

export type RequestStep = 'questions' | 'details' | 'review';

/** An address being written inside the request (saved to the address book when the request is sent). */
export interface NewAddressDraft {
  city: number | '';
  neighborhood: number | '';
  address_type: AddressType;
  name: string;
}

export const emptyNewAddress: NewAddressDraft = { city: '', neighborhood: '', address_type: 'home', name: '' };

/** A picked image: its bytes live in the device's image store (store/draft-images), its URL once uploaded. */
export interface DraftImage {
  id: string;
  name: string;
  url?: string;
}

/**
 * A service request being written, kept on the device after every change, so a reload, the sign-in
 * round trip, a failed submit or a closed dialog loses nothing. One draft at a time, for one service.
 */
export interface RequestDraft {
  subService: number;
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
  return { subService, questions: [], answers: {}, step: 'questions', address: null, newAddress: null, images: [], timing: null, comment: '', idempotencyKey: newIdempotencyKey() };
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
    (draft.newAddress === null || (typeof draft.newAddress === 'object' && typeof draft.newAddress.name === 'string')) &&
    Array.isArray(draft.images) &&
    draft.images.every((image) => typeof image?.id === 'string') &&
    (draft.timing === null || TIMINGS.includes(draft.timing as Timing)) &&
    typeof draft.comment === 'string'
  );
}

/** The saved draft for this service, or a fresh one (a draft of another service stays until replaced). */
export function loadDraft(subService: number): RequestDraft {
  const saved = readJson(STORAGE_KEYS.requestDraft, isDraft);
  return saved && saved.subService === subService ? withIdempotencyKey(saved) : emptyDraft(subService);
}

export function saveDraft(draft: RequestDraft): void {
  writeJson(STORAGE_KEYS.requestDraft, draft);
}

/** The draft and its images' bytes. */
export function dropDraft(): void {
  removeKey(STORAGE_KEYS.requestDraft);
  void clearDraftImages();
}
