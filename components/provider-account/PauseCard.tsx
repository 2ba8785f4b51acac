import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { useResumeOffers } from '@/hooks/provider-account/use-provider-account';
import { usePlace } from '@/hooks/shared/use-place';
import { isPaused } from '@/services/provider-account/pause';
import type { ProviderProfile } from '@/services/provider-account/provider';
import { formatDate } from '@/services/shared/format';

const PauseDialog = lazy(() => import('./PauseDialog'));

/** Whether the provider receives job opportunities now; pause for some days, or resume. */
export function PauseCard({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('provider-account');
  const place = usePlace();
  const resume = useResumeOffers();
  const [open, setOpen] = useState(false);
  const until = profile.paused_until;
  const paused = isPaused(until);
  return (
    <Card as="section" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('pause.section')}</h2>
      <p>{paused ? t('pause.pausedUntil', { date: formatDate(until, place) }) : t('pause.receiving')}</p>
      <FormAlert error={resume.error} />
      {paused ? (
        <button
          type="button"
          className="btn-primary self-start"
          onClick={() => resume.mutate()}
          disabled={resume.isPending}
        >
          {t('pause.resume')}
        </button>
      ) : (
        <button type="button" className="btn-secondary self-start" onClick={() => setOpen(true)}>
          {t('pause.open')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <PauseDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
