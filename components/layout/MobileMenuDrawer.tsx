import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/LineIcon';
import Link from '@/components/ui/Link';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { displayName, settingsHref } from './menu-links';
import { headerReadingLinks, isCurrent, roleNavLinks } from './nav-links';
import type { MobileMenuDrawerProps, OffersLogout } from './header-parts';

const linkClass =
  'block rounded-lg px-3 py-3 text-start hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-dark';

/** The phone drawer (a modal dialog: focus trapped, Escape closes) with the header's links; its own chunk. */
export default function MobileMenuDrawer({
  role,
  profile,
  path,
  close,
  onSwitchRole,
  saveLanguage,
  onLogout,
}: MobileMenuDrawerProps & OffersLogout) {
  const { t } = useTranslation('common');
  // Its chunk loads after the click, so Headless UI never saw the menu button focused.
  useReturnFocus();
  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 end-0 flex w-full max-w-xs flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold">{t('nav.menu')}</DialogTitle>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
            aria-label={t('actions.close')}
            onClick={close}
          >
            <LineIcon size={20}>
              <path d="M6 6l12 12M18 6L6 18" />
            </LineIcon>
          </button>
        </div>
        {profile && <p className="truncate px-3 font-semibold">{displayName(profile, t('nav.account'))}</p>}
        <nav aria-label={t('nav.label')}>
          <ul>
            {[...roleNavLinks(role), ...headerReadingLinks(role)].map(({ href, labelKey }) => (
              <li key={href}>
                <Link
                  href={href}
                  className={linkClass}
                  aria-current={isCurrent(href, path) ? 'page' : undefined}
                  onClick={close}
                >
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="border-t border-slate-200 pt-3">
          {profile ? (
            <>
              <li>
                <Link href={settingsHref(role)} className={linkClass} onClick={close}>
                  {t('nav.settings')}
                </Link>
              </li>
              <li>
                <button type="button" className={`${linkClass} w-full`} onClick={onSwitchRole}>
                  {t(role === 'provider' ? 'nav.switchToClient' : 'nav.switchToProvider')}
                </button>
              </li>
              <li>
                <button type="button" className={`${linkClass} w-full text-red-700`} onClick={onLogout}>
                  {t('nav.logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link href={paths.auth.login.getHref(role)} className={linkClass} onClick={close}>
                  {t('nav.login')}
                </Link>
              </li>
              <li>
                <Link href={paths.auth.register.getHref(role)} className={linkClass} onClick={close}>
                  {t('nav.join')}
                </Link>
              </li>
            </>
          )}
        </ul>
        <div className="mt-auto">
          <LanguageSwitch saveLanguage={saveLanguage} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
