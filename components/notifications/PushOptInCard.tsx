import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { StatusNote } from '@/components/ui/StatusNote';
import { paths } from '@/config/paths';
import { usePushDevice, useTurnPushOn } from '@/hooks/notifications/use-push-device';
import { readString, STORAGE_KEYS, writeString } from '@/store/shared/storage';
import { pushFailureKey } from './push-outcome';

/**
 * After a provider's offer is sent: what push gives them and when, and a button that only then asks the
 * browser's permission (never on page load). Shown while this device is off and the provider has not
 * said "not now"; once on, it says so and where to change it.
 */
export default function PushOptInCard() {
  const { t } = useTranslation('notifications');
  const device = usePushDevice();
  const turnOn = useTurnPushOn('provider');
  const [dismissed, setDismissed] = useState(() => readString(STORAGE_KEYS.pushOptInDismissed) === '1');
  if (turnOn.isSuccess)
    return (
      <StatusNote>
        {t('optIn.done')}{' '}
        <Link href={paths.settings.notifications.getHref('provider')} className="underline">
          {t('optIn.settings')}
        </Link>
      </StatusNote>
    );
  if (dismissed || device.data !== 'off') return null;
  const dismiss = () => {
    writeString(STORAGE_KEYS.pushOptInDismissed, '1');
    setDismissed(true);
  };
  return (
    <Card as="section" padding="roomy" aria-labelledby="push-opt-in-title" className="flex flex-col gap-3">
      <h2 id="push-opt-in-title" className="text-lg font-semibold">
        {t('optIn.title')}
      </h2>
      <p>{t('optIn.body')}</p>
      {turnOn.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(pushFailureKey(turnOn.error))}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={turnOn.isPending} onClick={() => turnOn.mutate()}>
          {t('optIn.turnOn')}
        </button>
        <button type="button" className="btn-secondary" onClick={dismiss}>
          {t('optIn.dismiss')}
        </button>
      </div>
    </Card>
  );
}
