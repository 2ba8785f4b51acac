import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { displayName, settingsHref, userMenuLinks } from './menu-links';
import type { OffersLogout, UserMenuProps } from './header-parts';

const itemClass = 'block w-full px-4 py-2 text-start text-sm data-focus:bg-slate-100';

/**
 * The signed-in person's menu (its own chunk, loaded for signed-in people only): their name, settings,
 * switching role (confirmed: the layouts render its dialog, spec §6), logout (spec §4).
 */
export default function UserMenu({ role, profile, onSwitchRole, onLogout }: UserMenuProps & OffersLogout) {
  const { t } = useTranslation('common');
  const name = displayName(profile, t('nav.account'));
  return (
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
          <button type="button" className={itemClass} onClick={onSwitchRole}>
            {t(role === 'provider' ? 'nav.switchToClient' : 'nav.switchToProvider')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={`${itemClass} text-red-700`} onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
