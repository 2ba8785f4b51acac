import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { useMyProviderProfile } from '@/hooks/provider-account/use-my-provider-profile';
import { useResumeOffers } from '@/hooks/provider-account/use-provider-account';
import { usePlace } from '@/hooks/shared/use-place';
import { isPaused } from '@/services/provider-account/pause';
import { formatDate } from '@/services/shared/format';

/**
 * On every provider screen while the provider has paused receiving offers: until when, and
 * Resume, whose failure is said under it. Its own chunk, loaded by the provider main layout for a
 * signed-in provider only.
 */
export default function PauseBanner() {
  const { t, ready } = useTranslation('provider-account', { useSuspense: false });
  const place = usePlace();
  const profile = useMyProviderProfile();
  const resume = useResumeOffers();
  const until = profile.data?.paused_until;
  if (!ready || !isPaused(until)) return null;
  return (
    <div
      role="region"
      aria-label={t('pause.bannerLabel')}
      className="border-b border-slate-200 bg-amber-50 text-amber-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>{t('pause.banner', { date: formatDate(until, place) })}</p>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => resume.mutate()}
          disabled={resume.isPending}
          aria-busy={resume.isPending}
        >
          {t('pause.resume')}
        </button>
        <div className="basis-full empty:hidden">
          <FormAlert error={resume.error} />
        </div>
      </div>
    </div>
  );
}
