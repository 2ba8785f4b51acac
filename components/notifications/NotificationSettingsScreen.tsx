import { useTranslation } from 'react-i18next';
import { SettingsPageHeader } from '@/components/settings';
import { QueryView } from '@/components/ui/QueryView';
import { useNotificationPreferences } from '@/hooks/notifications/use-notification-preferences';
import { useRole } from '@/hooks/shared/use-role';
import { PreferencesForm } from './PreferencesForm';
import { PushDeviceSlot } from './push-gate';

/**
 * Notification settings (issue 35, /<role>/settings/notifications): push on this device (a build with
 * push only), then which events notify and the quiet hours, which the backend honours for every device.
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation('notifications');
  const role = useRole();
  const preferences = useNotificationPreferences();
  return (
    <section className="flex max-w-lg flex-col gap-6">
      <SettingsPageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      <PushDeviceSlot role={role} />
      <QueryView query={preferences} loading={t('settings.loading')}>
        {(saved) => <PreferencesForm role={role} saved={saved} />}
      </QueryView>
    </section>
  );
}
