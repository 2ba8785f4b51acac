import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Role } from '@/services/shared/routes';
import type { ReactNode } from 'react';

/** Headless UI's dialog parts, for a dialog with a frame of its own (the request's): the same chunk. */
export { Dialog, DialogPanel, DialogTitle };

export interface SheetDialogProps {
  role: Role;
  title: string;
  description?: ReactNode;
  busy?: boolean;
  /** Room for a table from tablet up (a comparison). */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog frame's Headless UI part, one chunk every dialog shares (./SheetDialog.tsx loads it): a
 * bottom sheet on phones, a centred panel from tablet up; Headless UI traps focus and closes on Escape.
 */
export default function SheetFrame({
  role,
  title,
  description,
  busy = false,
  wide = false,
  onClose,
  children,
}: SheetDialogProps) {
  return (
    <Dialog open onClose={() => (busy ? undefined : onClose())} className="relative z-50" data-role={role}>
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center tablet:items-center tablet:p-4">
        <DialogPanel
          className={`max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl tablet:rounded-2xl ${wide ? 'tablet:max-w-3xl' : 'tablet:max-w-md'}`}
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {description && <Description className="mt-2 text-sm text-ink-muted">{description}</Description>}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
