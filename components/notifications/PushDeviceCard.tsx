import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { useTurnPushOff, usePushDevice, useTurnPushOn } from '@/hooks/notifications/use-push-device';
import type { Role } from '@/services/shared/routes';
import { pushFailureKey } from './push-outcome';

/** Push on this device (issue 35): what is true now, and the one action that changes it. */
export default function PushDeviceCard({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const device = usePushDevice();
  const turnOn = useTurnPushOn(role);
  const turnOff = useTurnPushOff();
  const state = device.data;
  if (!state) return null;
  const busy = turnOn.isPending || turnOff.isPending;
  return (
    <Card as="section" padding="roomy" aria-labelledby="push-device-title" className="flex flex-col gap-3">
      <h2 id="push-device-title" className="text-lg font-semibold">
        {t('device.title')}
      </h2>
      <p role="status">{t(`device.${state}`)}</p>
      {turnOn.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(pushFailureKey(turnOn.error))}
        </p>
      )}
      {state === 'off' && (
        <button type="button" className="btn-primary self-start" disabled={busy} onClick={() => turnOn.mutate()}>
          {t('device.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="btn-secondary self-start" disabled={busy} onClick={() => turnOff.mutate()}>
          {t('device.turnOff')}
        </button>
      )}
    </Card>
  );
}
