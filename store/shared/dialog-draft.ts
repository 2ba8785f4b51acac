import type { KeyStore } from '@/services/api/idempotency';
import { currentOwner } from './draft-owner';
import { createDraftStore } from './draft-store';
import { STORAGE_KEYS } from './storage';

/** A field's value as a dialog's form holds it. */
export type DraftValue = string | number | boolean | null | readonly string[] | readonly number[];
export type DraftValues = Record<string, DraftValue>;

/**
 * What was typed in one dialog (or a settings form): `dialog` names it and what it is about
 * (`rate-provider:6001`, `top-up`), `values` its fields, `idempotencyKey` its creating call's key once
 * sent. Kept on every change while a signed-in user types; dropped when it is sent or the person
 * closes it. A session that ends mid-send leaves it, so the screen reopens the dialog with it after
 * signing in (as the same user only: store/shared/draft-owner.ts, claimed and wiped with the other drafts).
 */
export interface DialogDraft {
  dialog: string;
  values: DraftValues;
  idempotencyKey?: string;
}

const isValue = (value: unknown): value is DraftValue =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) &&
    (value.every((item) => typeof item === 'string') || value.every((item) => typeof item === 'number')));

function isDialogDraft(value: unknown): value is DialogDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { dialog, values } = value as Partial<DialogDraft>;
  return (
    typeof dialog === 'string' &&
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every(isValue)
  );
}

/** `DIALOG_DRAFT`: one draft per dialog id. */
export const dialogDrafts = createDraftStore<DialogDraft>({
  key: STORAGE_KEYS.dialogDraft,
  isDraft: isDialogDraft,
  idOf: (draft) => draft.dialog,
});

/** Whether this dialog has input waiting for the person here: the screen opens it again. */
export function hasDialogDraft(dialog: string): boolean {
  return dialogDrafts.shown(dialog) !== null;
}

/** What this person typed in the dialog, over `initial` field by field (a list where none belongs, or the reverse, is left out). */
export function restoreDialogDraft<V extends DraftValues>(dialog: string, initial: V): V {
  const saved = dialogDrafts.shown(dialog)?.values ?? {};
  const restored: DraftValues = { ...initial };
  for (const [name, value] of Object.entries(initial)) {
    const kept = saved[name];
    if (kept !== undefined && Array.isArray(kept) === Array.isArray(value)) restored[name] = kept;
  }
  return restored as V;
}

/** Saves the dialog's input; only a signed-in person's (a guest's dialog input is not kept). */
export function saveDialogDraft(dialog: string, values: DraftValues): void {
  if (currentOwner() === null) return;
  dialogDrafts.save({ dialog, values });
}

export function dropDialogDraft(dialog: string): void {
  void dialogDrafts.drop(dialog);
}

/**
 * The dialog's idempotency key: kept in its draft (a sign-in or a reload in between keeps it), and
 * in memory for a send made before anything was typed (or by a dialog without a draft: `null`).
 */
export function dialogDraftKeys(dialog: string | null): KeyStore {
  let memory: string | null = null;
  const saved = () => (dialog === null ? null : dialogDrafts.shown(dialog));
  return {
    get: () => saved()?.idempotencyKey ?? memory,
    set: (key) => {
      memory = key;
      const draft = saved();
      if (draft) dialogDrafts.save({ ...draft, idempotencyKey: key ?? undefined }, draft.owner);
    },
  };
}
