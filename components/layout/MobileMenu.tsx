import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleSwitch } from '@/components/settings';
import type { UserProfile } from '@/services/api/types';
import type { Role } from '@/services/shared/routes';

/** The drawer (Headless UI's Dialog) is fetched the first time the menu opens, not with every page. */
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/** Phones and tablets: a menu button opening a drawer with the header's links. */
export function MobileMenu({ role, profile, path }: { role: Role; profile: UserProfile | null; path: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const switchRole = useRoleSwitch(role);
  return (
    <>
      <button
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            role={role}
            profile={profile}
            path={path}
            close={close}
            onSwitchRole={() => {
              close();
              switchRole.start();
            }}
          />
        </Suspense>
      )}
      {switchRole.dialog}
    </>
  );
}
