import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { SettingsMenu, settingsPageOf, settingsPath } from '@/components/settings';
import { useSignedInOnly } from '@/hooks/auth';
import { useNotificationSettingsOffered } from '@/hooks/notifications';
import { useHeaderConfig } from '@/hooks/shared/use-header-config';
import type { LayoutProps } from './types';

/**
 * Settings pages: the settings menu beside the page from tablet up. On phones the
 * settings index is the menu alone, and every other page shows itself with a way
 * back to that list. Only for signed-in people: a visitor who opens a settings page
 * signed out goes to the role's login and comes back here after it.
 */
export function UserSettingsLayout({ role, children }: LayoutProps) {
  const { t } = useTranslation('settings');
  const router = useRouter();
  const user = useSignedInOnly();
  const current = settingsPageOf(router.asPath);
  // Settings import no notifications code: whether theirs are offered is handed to the menu from here.
  const withNotifications = useNotificationSettingsOffered();
  // On phones a settings page shows its title and the way back to the settings list in the header.
  useHeaderConfig(
    current ? t(`menu.${current}`) : undefined,
    current ? { href: settingsPath(role), label: t('menu.back') } : null,
  );

  if (!user) return <div data-layout="user-settings" />;
  // On a phone the settings index shows the menu alone, so its title is the page's h1 there.
  const MenuTitle = current ? 'h2' : 'h1';
  return (
    <div data-layout="user-settings" className="flex flex-col gap-6 tablet:flex-row tablet:items-start">
      <aside className={`${current ? 'hidden' : ''} tablet:block tablet:w-64 tablet:shrink-0`}>
        <MenuTitle className="mb-4 text-2xl font-bold tablet:sr-only">{t('menu.title')}</MenuTitle>
        <SettingsMenu role={role} current={current} withNotifications={withNotifications} />
      </aside>
      <div className={`${current ? '' : 'hidden'} min-w-0 flex-1 tablet:block`}>{children}</div>
    </div>
  );
}
