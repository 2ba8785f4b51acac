import { useRouter } from 'next/router';
import { startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import Link from '@/components/ui/Link';
import { Logo } from '@/components/ui/Logo';
import { paths } from '@/config/paths';
import { type Role } from '@/services/shared/routes';
import { useAppState } from '@/store/shared/app-store';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { headerReadingLinks, isCurrent, roleNavLinks } from './nav-links';
import type { HeaderParts } from './header-parts';

const userMenuPlaceholder = (
  <span className="block h-10 w-32 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
);

/**
 * The site header: the role's navigation, the language switch, and the bell and
 * user menu (signed in) or sign in and join (guests). Below desktop width the
 * navigation moves into a drawer behind a menu button; phones keep only the logo,
 * the bell and that button (the drawer then holds everything); wide screens add the catalogue's search
 * (but the home, which has its own); on an inner screen the logo gives
 * way to its back button and title (`headerConfig`, set by useHeaderConfig). What it offers from the
 * domains (the bell, the user menu and drawer with logout, the role switch, the language saved to the
 * account) comes in `parts`, composed by the layouts.
 */
export function Header({ role, parts }: { role: Role; parts: HeaderParts }) {
  const { UserMenu, search: Search } = parts;
  const { t } = useTranslation('common');
  const user = useAppState((state) => state.user);
  const inner = useAppState((state) => state.headerConfig);
  const path = useRouter().asPath;
  const [searching, setSearching] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        {inner.back && (
          <div className="flex min-w-0 flex-1 items-center gap-1 tablet:hidden">
            <Link
              href={inner.back.href}
              aria-label={inner.back.label}
              className="-ms-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl hover:bg-slate-100"
            >
              <DirectionalIcon points="back" className="h-6 w-6" />
            </Link>
            {/* The screen's h1 says it to assistive technology; here it is what a phone has room for. */}
            <p aria-hidden="true" dir="auto" className="truncate font-semibold">
              {inner.title}
            </p>
          </div>
        )}
        <Link
          href={paths.home.getHref(role)}
          className={`${inner.back ? 'hidden tablet:flex' : 'flex'} shrink-0 items-center gap-2 font-bold`}
        >
          <Logo />
          <span>{t('appName')}</span>
        </Link>
        <nav className="hidden flex-1 items-center gap-1 desktop:flex" aria-label={t('nav.label')}>
          {[...roleNavLinks(role), ...headerReadingLinks(role)].map(({ href, labelKey }) => (
            <Link
              key={href}
              href={href}
              aria-current={isCurrent(href, path) ? 'page' : undefined}
              className="rounded-lg px-3 py-2 text-sm text-ink-muted hover:bg-slate-100 hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink"
            >
              {t(labelKey)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {/* Wide screens, not on the home (its box is the page's search, and the phones'). A button drawn as
              the box until opened, so no page fetches the search's code or the catalogue without need (a
              signed-out visit to a signed-in page is redirected first); the box comes in a transition, the
              button kept until then, and takes the focus. */}
          {path.startsWith(paths.home.getHref(role)) || (
            <div className="hidden desktop:flex">
              <Suspense fallback={null}>
                {searching ? (
                  <Search compact autoFocus />
                ) : (
                  <button
                    type="button"
                    className="w-64 rounded-xl border border-slate-300 px-4 py-2 text-start text-ink-muted"
                    onClick={() => startTransition(() => setSearching(true))}
                  >
                    {t('search.label')}
                  </button>
                )}
              </Suspense>
            </div>
          )}
          <div className="hidden tablet:block">
            <LanguageSwitch saveLanguage={parts.saveLanguage} />
          </div>
          {user && parts.bell}
          <div className="hidden items-center gap-2 tablet:flex">
            {user ? (
              <Suspense fallback={userMenuPlaceholder}>
                <UserMenu role={role} profile={user} onSwitchRole={parts.onSwitchRole} />
              </Suspense>
            ) : (
              <>
                <Link href={paths.auth.login.getHref(role)} className="btn-secondary">
                  {t('nav.login')}
                </Link>
                <Link href={paths.auth.register.getHref(role)} className="btn-primary">
                  {t('nav.join')}
                </Link>
              </>
            )}
          </div>
          <div className="desktop:hidden">
            <MobileMenu role={role} profile={user} path={path} parts={parts} />
          </div>
        </div>
      </div>
    </header>
  );
}
