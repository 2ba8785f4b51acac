import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { lazyPart } from '@/components/ui/lazy-part';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import type { SheetDialogProps } from './SheetFrame';

/** Headless UI's dialog, one chunk for every dialog (issue 42), asked for as soon as a dialog's module runs. */
const frame = lazyPart(() => import('./SheetFrame'));
export const loadSheetFrame = frame.load;
if (typeof window !== 'undefined') loadSheetFrame().catch(() => undefined);

/** Headless UI's dialog parts from the frame's chunk, for a dialog laid out its own way (suspends until loaded). */
export function useDialogParts() {
  return frame.usePart();
}

function Frame(props: SheetDialogProps) {
  const SheetFrame = frame.usePart().default;
  return <SheetFrame {...props} />;
}

/**
 * The app's dialog frame (spec §2 "bottom-sheet pop-up"): a bottom sheet on phones, a centred panel from
 * tablet up (./SheetFrame.tsx). The dialogs are unmounted to close, so `useReturnFocus` gives focus back to
 * the opener. `onClose` is ignored while `busy` (a call is running). The dialog opens once its frame is
 * there (loaded beside the dialog's own chunk; at once after the first).
 */
export function SheetDialog(props: SheetDialogProps) {
  useReturnFocus();
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Frame {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The dialogs' button row: the main action first in reading order, full width on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">{children}</div>;
}
