import type { KeyStore } from '@/services/api/idempotency';
import type { ContactValues } from '@/services/content/contact-form';
import { CONTACT_TOPICS } from '@/services/content/content';
import type { DraftOwner } from '@/store/shared/draft-owner';
import { createDraftStore } from '@/store/shared/draft-store';
import { STORAGE_KEYS } from '@/store/shared/storage';

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

/**
 * `CONTACT_DRAFT`: the form's values, whose they are (store/shared/draft-owner.ts; stamped on every save)
 * and the message's idempotency key once it was first sent (kept through a reload).
 */
export const contactDrafts = createDraftStore<ContactValues>({
  key: STORAGE_KEYS.contactDraft,
  isDraft: isContactDraft,
});

/** The contact-us message being written, if it is this person's (or a guest's): a reload or a failed send loses nothing. */
export function readContactDraft(): ContactValues | null {
  const saved = contactDrafts.shown();
  if (!saved) return null;
  const { topic, details, name, email } = saved;
  return { topic, details, name, email };
}

/** Saving the values keeps the key the message was already sent with. */
export function saveContactDraft(values: ContactValues, owner?: DraftOwner): void {
  contactDrafts.save(values, owner);
}

/** The message's idempotency key, kept in its draft. */
export const contactDraftKey: KeyStore = contactDrafts.keys;

export function clearContactDraft(): void {
  void contactDrafts.drop();
}
