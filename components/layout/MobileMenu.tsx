import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/LineIcon';
import type { UserProfile } from '@/services/api/types';
import type { Role } from '@/services/shared/routes';
import type { HeaderParts } from './header-parts';

interface MobileMenuProps {
  role: Role;
  profile: UserProfile | null;
  path: string;
  /** The header's parts: the drawer (its own chunk, fetched the first time the menu opens), the role switch, the language. */
  parts: HeaderParts;
}

/** Phones and tablets: a menu button opening a drawer with the header's links. */
export function MobileMenu({ role, profile, path, parts }: MobileMenuProps) {
  const { MobileMenuDrawer } = parts;
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
          <MobileMenuDrawer
            role={role}
            profile={profile}
            path={path}
            close={close}
            onSwitchRole={() => {
              close();
              parts.onSwitchRole();
            }}
            saveLanguage={parts.saveLanguage}
          />
        </Suspense>
      )}
    </>
  );
}
