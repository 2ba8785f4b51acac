import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useResumeOffers } from '@/hooks/provider-account';
import { usePlace } from '@/hooks/shared/use-place';
import type { ProviderProfile } from '@/services/provider-account';
import { formatDate } from '@/services/shared/format';

export type EmptyReason = 'paused' | 'no-services' | 'no-area' | 'filtered' | 'none';

/** Why a provider's feed is empty, the first that applies. */
export function emptyReason(profile: ProviderProfile, filtered: boolean, now = Date.now()): EmptyReason {
  if (profile.paused_until && new Date(profile.paused_until).getTime() > now) return 'paused';
  if (profile.sub_services.length === 0) return 'no-services';
  if (profile.city === null || profile.covered_areas.length === 0) return 'no-area';
  return filtered ? 'filtered' : 'none';
}

const ACTION_HREF: Partial<Record<EmptyReason, string>> = {
  'no-services': paths.myServices.getHref(),
  'no-area': paths.servicesLocation.getHref(),
  none: paths.servicesLocation.getHref(),
};

/** An empty feed says why and what to do: resume, add services, widen the area, clear the filters. */
export function EmptyFeed({
  profile,
  filtered,
  onClearFilters,
}: {
  profile: ProviderProfile;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('jobs');
  const place = usePlace();
  const resume = useResumeOffers();
  const reason = emptyReason(profile, filtered);
  const href = ACTION_HREF[reason];
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
      <p className="font-semibold">{t(`empty.${reason}.title`)}</p>
      <p className="text-ink-muted">
        {t(`empty.${reason}.body`, { date: profile.paused_until ? formatDate(profile.paused_until, place) : '' })}
      </p>
      <FormAlert error={resume.error} />
      {reason === 'paused' && (
        <button type="button" className="btn-primary" disabled={resume.isPending} onClick={() => resume.mutate()}>
          {resume.isPending && <Spinner />}
          {t('empty.paused.action')}
        </button>
      )}
      {reason === 'filtered' && (
        <button type="button" className="btn-primary" onClick={onClearFilters}>
          {t('empty.filtered.action')}
        </button>
      )}
      {href && (
        <Link href={href} className="btn-primary">
          {t(`empty.${reason}.action`)}
        </Link>
      )}
    </div>
  );
}
