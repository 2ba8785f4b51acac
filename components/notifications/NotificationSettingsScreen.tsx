import { useTranslation } from 'react-i18next';
import { SettingsPageHeader } from '@/components/settings';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { ErrorState } from '@/components/ui/LoadStates';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { preferencesNotOffered, useNotificationPreferences } from '@/hooks/notifications/use-notification-preferences';
import { useRole } from '@/hooks/shared/use-role';
import type { Role } from '@/services/shared/routes';
import { PreferencesForm } from './PreferencesForm';
import { PushDeviceSlot } from './push-gate';

/** Why there is nothing to set here, and where the notifications still are. */
function NotOffered({ role, why }: { role: Role; why: 'settings.noPush' | 'settings.noPreferences' }) {
  const { t } = useTranslation('notifications');
  return (
    <Card as="section" className="flex flex-col gap-3" data-testid="notification-settings-not-offered">
      <p>{t(why)}</p>
      <Link href={paths.notifications.getHref(role)} className="self-start font-medium text-brand underline">
        {t('settings.seeAll')}
      </Link>
    </Card>
  );
}

/** Push on this device, then which events are pushed and the quiet hours, which the backend honours for every device. */
function PushSettings({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const offered = !(preferences.isError && preferencesNotOffered(preferences.error));
  return (
    <>
      <SettingsPageHeader title={t('settings.title')} description={offered ? t('settings.subtitle') : undefined} />
      <PushDeviceSlot role={role} />
      <QueryView
        query={preferences}
        loading={t('settings.loading')}
        // A backend without the (designed) call: no form to fail, the reason instead.
        error={(error, retry) =>
          preferencesNotOffered(error) ? (
            <NotOffered role={role} why="settings.noPreferences" />
          ) : (
            <ErrorState error={error} onRetry={retry} />
          )
        }
      >
        {(saved) => <PreferencesForm role={role} saved={saved} />}
      </QueryView>
    </>
  );
}

/**
 * Notification settings (issue 35, /<role>/settings/notifications), offered in the settings menu only where
 * they work (layouts/UserSettingsLayout.tsx). Opened anyway, a build without push or a backend without the
 * preferences call says so, with the way to the notifications, never a form that cannot save.
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation('notifications');
  const role = useRole();
  return (
    <section className="flex max-w-lg flex-col gap-6">
      {/* Written out (as in ./push-gate.tsx): a build without a VAPID key drops the push settings' code. */}
      {process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY ? (
        <PushSettings role={role} />
      ) : (
        <>
          <SettingsPageHeader title={t('settings.title')} />
          <NotOffered role={role} why="settings.noPush" />
        </>
      )}
    </section>
  );
}
