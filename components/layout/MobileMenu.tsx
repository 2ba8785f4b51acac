import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/LineIcon';
import type { UserProfile } from '@/services/api/types';
import type { Role } from '@/services/shared/routes';
import type { ChangeLanguage, MobileMenuDrawerProps } from './header-parts';

interface MobileMenuProps {
  role: Role;
  profile: UserProfile | null;
  path: string;
  /** The drawer (Headless UI's Dialog, logout bound): its own chunk, fetched the first time the menu opens. */
  Drawer: ComponentType<MobileMenuDrawerProps>;
  onSwitchRole: () => void;
  changeLanguage: ChangeLanguage;
}

/** Phones and tablets: a menu button opening a drawer with the header's links. */
export function MobileMenu({ role, profile, path, Drawer, onSwitchRole, changeLanguage }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <LineIcon size={22}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </LineIcon>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Drawer
            role={role}
            profile={profile}
            path={path}
            close={close}
            onSwitchRole={() => {
              close();
              onSwitchRole();
            }}
            changeLanguage={changeLanguage}
          />
        </Suspense>
      )}
    </>
  );
}
