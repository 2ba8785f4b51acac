import { CONTACT_TOPICS } from '@/services/content';
import type { ContactValues } from '@/services/contact-form';
import type { KeyStore } from '@/services/idempotency';
import { currentOwner, isOwnerField, isShownHere, type DraftOwner } from './draft-owner';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage';

/**
 * `CONTACT_DRAFT`: the form's values, whose they are (store/draft-owner.ts; stamped on every save)
 * and the message's idempotency key once it was first sent (kept through a reload).
 */
export type ContactDraft = ContactValues & { owner?: DraftOwner; idempotencyKey?: string };

function isContactDraft(value: unknown): value is ContactDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.topic === '' || CONTACT_TOPICS.some((topic) => topic === draft.topic)) &&
    typeof draft.details === 'string' &&
    typeof draft.name === 'string' &&
    typeof draft.email === 'string' &&
    isOwnerField(draft.owner) &&
    (draft.idempotencyKey === undefined || typeof draft.idempotencyKey === 'string')
  );
}

/** The saved message, whoever owns it. */
export function readStoredContactDraft(): ContactDraft | null {
  return readJson(STORAGE_KEYS.contactDraft, isContactDraft);
}

/** The contact-us message being written, if it is this person's (or a guest's): a reload or a failed send loses nothing. */
export function readContactDraft(): ContactValues | null {
  const saved = readStoredContactDraft();
  if (!saved || !isShownHere(saved.owner)) return null;
  const { topic, details, name, email } = saved;
  return { topic, details, name, email };
}

/** Saving the values keeps the key the message was already sent with. */
export function saveContactDraft(values: ContactValues, owner: DraftOwner = currentOwner()): void {
  writeJson(STORAGE_KEYS.contactDraft, { ...values, owner, idempotencyKey: readStoredContactDraft()?.idempotencyKey });
}

/** The message's idempotency key, kept in its draft. */
export const contactDraftKey: KeyStore = {
  get: () => readStoredContactDraft()?.idempotencyKey ?? null,
  set: (key) => {
    const saved = readStoredContactDraft();
    if (saved) writeJson(STORAGE_KEYS.contactDraft, { ...saved, idempotencyKey: key ?? undefined });
  },
};

export function clearContactDraft(): void {
  removeKey(STORAGE_KEYS.contactDraft);
}
