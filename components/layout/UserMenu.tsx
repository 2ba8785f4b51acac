import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useRoleSwitch } from '@/components/settings';
import type { UserProfile } from '@/services/api/types';
import type { Role } from '@/services/shared/routes';
import { logout } from '@/store/auth';
import { displayName, settingsHref, userMenuLinks } from './nav-links';

const itemClass = 'block w-full px-4 py-2 text-start text-sm data-focus:bg-slate-100';

/** The signed-in person's menu (its own chunk, loaded for signed-in people only): their name, settings, switching role (confirmed), logout (spec §4). */
export default function UserMenu({ role, profile }: { role: Role; profile: UserProfile }) {
  const { t } = useTranslation('common');
  const name = displayName(profile, t('nav.account'));
  const switchRole = useRoleSwitch(role);
  return (
    <>
      <Menu>
        <MenuButton className="flex min-h-10 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm data-open:bg-slate-100">
          {/* The name is the visible label; the sr-only text says what the button is (no aria-label, so the two never disagree). */}
          <span className="sr-only">{t('nav.userMenu', { name })}</span>
          <span
            aria-hidden="true"
            className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-dark"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span aria-hidden="true" className="max-w-32 truncate">
            {name}
          </span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          <div className="border-b border-slate-100 px-4 py-2 text-sm">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-ink-faint">{profile.user.email}</p>
          </div>
          <MenuItem>
            <Link href={settingsHref(role)} className={itemClass}>
              {t('nav.settings')}
            </Link>
          </MenuItem>
          {userMenuLinks(role).map((link) => (
            <MenuItem key={link.href}>
              <Link href={link.href} className={itemClass}>
                {t(link.labelKey)}
              </Link>
            </MenuItem>
          ))}
          <MenuItem>
            <button type="button" className={itemClass} onClick={switchRole.start}>
              {t(role === 'provider' ? 'nav.switchToClient' : 'nav.switchToProvider')}
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={`${itemClass} text-red-700`} onClick={() => logout()}>
              {t('nav.logout')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {/* Switching role is confirmed, and a client without a provider account is offered the wizard (spec §6). */}
      {switchRole.dialog}
    </>
  );
}
