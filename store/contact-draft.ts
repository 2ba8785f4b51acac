import { CONTACT_TOPICS } from '@/services/content';
import type { ContactValues } from '@/services/contact-form';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

function isContactDraft(value: unknown): value is ContactValues {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.topic === '' || CONTACT_TOPICS.some((topic) => topic === draft.topic)) &&
    typeof draft.details === 'string' &&
    typeof draft.name === 'string' &&
    typeof draft.email === 'string'
  );
}

/** The contact-us message being written: a reload or a failed send loses nothing. */
export function readContactDraft(): ContactValues | null {
  return readJson(STORAGE_KEYS.contactDraft, isContactDraft);
}

export function saveContactDraft(values: ContactValues): void {
  writeJson(STORAGE_KEYS.contactDraft, values);
}

export function clearContactDraft(): void {
  removeKey(STORAGE_KEYS.contactDraft);
}
