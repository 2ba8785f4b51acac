import { useState } from 'react';
import type { KeyStore } from '@/services/api/idempotency';
import {
  dialogDraftKeys,
  dropDialogDraft,
  restoreDialogDraft,
  saveDialogDraft,
  type DraftValues,
} from '@/store/shared/dialog-draft';

export interface DialogDraftHandle<V extends DraftValues> {
  /** The form's first values: what this person typed before (a session that ended, a reload), else `initial`. */
  initialValues: V;
  /** On every change. */
  save: (values: V) => void;
  /** Sent, or closed by the person: the input goes. */
  drop: () => void;
  /** The dialog's creating call's idempotency key (useKeyedMutation's `store`). */
  keys: KeyStore;
}

const unkept = () => undefined;

/**
 * A dialog's typed input kept on the device (store/shared/dialog-draft.ts) for `dialog` (its id names what
 * it is about): a refused refresh sends the person to sign in, and the dialog comes back with it.
 * Read once, when the dialog opens. `null`: kept while the dialog is open only.
 */
export function useDialogDraft<V extends DraftValues>(dialog: string | null, initial: V): DialogDraftHandle<V> {
  const [handle] = useState<DialogDraftHandle<V>>(() =>
    dialog === null
      ? { initialValues: initial, save: unkept, drop: unkept, keys: dialogDraftKeys(null) }
      : {
          initialValues: restoreDialogDraft(dialog, initial),
          save: (values) => saveDialogDraft(dialog, values),
          drop: () => dropDialogDraft(dialog),
          keys: dialogDraftKeys(dialog),
        },
  );
  return handle;
}
