import { useState, type ReactNode } from 'react';
import { hasDialogDraft } from '@/store/shared/dialog-draft';

/**
 * A dialog the screen opens (`open`), or that opens by itself when input typed in it is waiting here
 * (store/shared/dialog-draft.ts: a session ended mid-send and the person signed in again). Looked up once,
 * when this mounts (render it once what the dialog needs is known); `dismissed` ends the second way,
 * so the dialog can show its own confirmation after its draft was sent and closes when the person closes it.
 */
export function WaitingDialog({
  dialog,
  open,
  children,
}: {
  dialog: string;
  open: boolean;
  children: (dismissed: () => void) => ReactNode;
}) {
  const [waiting, setWaiting] = useState(() => hasDialogDraft(dialog));
  if (!open && !waiting) return null;
  return children(() => setWaiting(false));
}
