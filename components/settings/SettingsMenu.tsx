import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/auth';
import type { Role } from '@/services/shared/routes';
import { SETTINGS_PAGES, settingsPath, type SettingsPage } from './settings-paths';
import { signOut } from './sign-out';
import { useRoleSwitch } from './use-role-switch';

const LanguageDialog = lazy(() => import('./LanguageDialog'));

const itemClass =
  'flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-start hover:bg-slate-50 focus-visible:bg-slate-50';

function Chevron() {
  return <DirectionalIcon points="forward" className="h-4 w-4 text-ink-faint" />;
}

function Group({ children }: { children: ReactNode }) {
  return (
    <Card as="ul" padding="none" className="divide-y divide-slate-100 overflow-hidden">
      {children}
    </Card>
  );
}

/**
 * The settings menu: a link per settings page (the current one marked with
 * aria-current) and the actions that open a dialog or sign out. The notification settings are listed
 * only where they work (`withNotifications`: a build with push and a backend with the preferences call,
 * which the composition knows: layouts/UserSettingsLayout.tsx).
 */
export function SettingsMenu({
  role,
  current,
  withNotifications,
}: {
  role: Role;
  current: SettingsPage | null;
  withNotifications: boolean;
}) {
  const { t } = useTranslation(['settings', 'common']);
  const [language, setLanguage] = useState(false);
  const switchRole = useRoleSwitch(role);
  const active = current ?? 'account';
  const hasProviderAccount = Boolean(useCurrentUser()?.user.has_provider_account);
  // The provider's own screens; a client without a provider account is offered the wizard.
  const providerLinks =
    role === 'provider'
      ? ([
          [paths.myServices.getHref(), t('common:nav.myServices')],
          [paths.servicesLocation.getHref(), t('common:nav.servicesLocation')],
          [paths.balance.getHref(), t('common:nav.balance')],
          [paths.spendingLimit.getHref(), t('common:nav.spendingLimit')],
        ] as const)
      : hasProviderAccount
        ? []
        : ([[paths.createAccount.getHref(), t('common:nav.createProviderAccount')]] as const);
  return (
    <nav aria-label={t('menu.label')} className="flex flex-col gap-4">
      <Group>
        {SETTINGS_PAGES.filter((page) => withNotifications || page !== 'notifications').map((page) => (
          <li key={page}>
            <Link
              href={settingsPath(role, page)}
              aria-current={page === active ? 'page' : undefined}
              className={`${itemClass} aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold ${page === 'close-account' ? 'text-red-700' : ''}`}
            >
              <span>{t(`menu.${page}`)}</span>
              <Chevron />
            </Link>
          </li>
        ))}
      </Group>
      {providerLinks.length > 0 && (
        <Group>
          {providerLinks.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className={itemClass}>
                <span>{label}</span>
                <Chevron />
              </Link>
            </li>
          ))}
        </Group>
      )}
      <Group>
        <li>
          <button type="button" className={itemClass} onClick={() => setLanguage(true)}>
            <span>{t('menu.language')}</span>
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={switchRole.start}>
            <span>{t(role === 'client' ? 'menu.switchToProvider' : 'menu.switchToClient')}</span>
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={() => signOut(role)}>
            <span>{t('menu.logout')}</span>
          </button>
        </li>
      </Group>
      <Suspense fallback={null}>
        {language && <LanguageDialog role={role} onClose={() => setLanguage(false)} />}
      </Suspense>
      {switchRole.dialog}
    </nav>
  );
}
