import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { StatusNote } from '@/components/ui/StatusNote';
import { paths } from '@/config/paths';
import { usePushDevice, useTurnPushOn } from '@/hooks/notifications/use-push-device';
import type { Role } from '@/services/shared/routes';
import { readString, STORAGE_KEYS, writeString } from '@/store/shared/storage';
import { pushFailureKey } from './push-outcome';

/** The sides that said "not now" on this device (`"1"`: the provider's, as first stored). */
function dismissedSides(): string[] {
  const stored = readString(STORAGE_KEYS.pushOptInDismissed) ?? '';
  return stored === '1' ? ['provider'] : stored.split(' ').filter(Boolean);
}

const COPY = {
  provider: { title: 'optIn.title', body: 'optIn.body' },
  client: { title: 'optIn.clientTitle', body: 'optIn.clientBody' },
} as const;

/**
 * After a provider's offer is sent, or a client's request: what push gives them and when, and a button that
 * only then asks the browser's permission (never on page load, never before they sent something). Shown
 * while this device is off and that side has not said "not now"; once on, it says so and where to change it.
 */
export default function PushOptInCard({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const device = usePushDevice();
  const turnOn = useTurnPushOn(role);
  const [dismissed, setDismissed] = useState(() => dismissedSides().includes(role));
  if (turnOn.isSuccess)
    return (
      <StatusNote>
        {t('optIn.done')}{' '}
        <Link href={paths.settings.notifications.getHref(role)} className="underline">
          {t('optIn.settings')}
        </Link>
      </StatusNote>
    );
  if (dismissed || device.data !== 'off') return null;
  const dismiss = () => {
    writeString(STORAGE_KEYS.pushOptInDismissed, [...dismissedSides(), role].join(' '));
    setDismissed(true);
  };
  return (
    <Card as="section" padding="roomy" aria-labelledby="push-opt-in-title" className="flex flex-col gap-3">
      <h2 id="push-opt-in-title" className="text-lg font-semibold">
        {t(COPY[role].title)}
      </h2>
      <p>{t(COPY[role].body)}</p>
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
