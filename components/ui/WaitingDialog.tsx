import { useState, type ReactNode } from 'react';
import { hasDialogDraft } from '@/store/shared/dialog-draft';

/**
 * A dialog the screen opens (`open`), or that opens by itself when input typed in it is waiting here
 * (store/shared/dialog-draft.ts: a session ended mid-send and the person signed in again). Looked up once,
 * when this mounts (render it once what the dialog needs is known). The dialog closes with `close`: it ends
 * the second way and tells the screen (`onClose`), so the dialog can show its own confirmation after its
 * draft was sent and closes when the person closes it.
 */
export function WaitingDialog({
  dialog,
  open,
  onClose,
  children,
}: {
  dialog: string;
  open: boolean;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [waiting, setWaiting] = useState(() => hasDialogDraft(dialog));
  if (!open && !waiting) return null;
  return children(() => {
    setWaiting(false);
    onClose();
  });
}
