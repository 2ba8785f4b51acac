import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Role } from '@/services/shared/routes';

const SwitchRoleDialog = lazy(() => import('./SwitchRoleDialog'));

/**
 * The one role switch (spec §6) behind every entry point (the header's user menu, the phone drawer,
 * the settings menu): `start` opens the confirmation, which offers a client without a provider
 * account the wizard; `dialog` is rendered by the entry point, outside any menu that closes.
 */
export function useRoleSwitch(role: Role): { start: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const dialog = open ? (
    <Suspense fallback={null}>
      <SwitchRoleDialog role={role} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { start: () => setOpen(true), dialog };
}
