import type { Answers, Question } from '@/services/catalogue';
import type { Timing } from '@/services/request-timing';
import { TIMINGS } from '@/services/request-timing';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

export type RequestStep = 'questions' | 'details' | 'review';

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
  address: number | null;
  timing: Timing | null;
  comment: string;
}

export function emptyDraft(subService: number): RequestDraft {
  return { subService, questions: [], answers: {}, step: 'questions', address: null, timing: null, comment: '' };
}

function isDraft(value: unknown): value is RequestDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<RequestDraft>;
  return (
    typeof draft.subService === 'number' &&
    Array.isArray(draft.questions) &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    (draft.step === 'questions' || draft.step === 'details' || draft.step === 'review') &&
    (draft.address === null || typeof draft.address === 'number') &&
    (draft.timing === null || TIMINGS.includes(draft.timing as Timing)) &&
    typeof draft.comment === 'string'
  );
}

/** The saved draft for this service, or a fresh one (a draft of another service stays until replaced). */
export function loadDraft(subService: number): RequestDraft {
  const saved = readJson(STORAGE_KEYS.requestDraft, isDraft);
  return saved && saved.subService === subService ? saved : emptyDraft(subService);
}

export function saveDraft(draft: RequestDraft): void {
  writeJson(STORAGE_KEYS.requestDraft, draft);
}

export function dropDraft(): void {
  removeKey(STORAGE_KEYS.requestDraft);
}
