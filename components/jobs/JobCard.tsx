import { EyeOff, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/catalogue';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import type { JobDismissal } from '@/hooks/jobs/use-jobs';
import { usePlace } from '@/hooks/shared/use-place';
import type { Language } from '@/locales/languages';
import type { JobOpportunity } from '@/services/jobs/jobs';
import { formatAgo } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

type AreaJob = Pick<JobOpportunity, 'city' | 'neighborhood'>;

/** Where a job is: the neighbourhood, then the city ("Abdoun, Amman"), or the city alone. */
function areaOf(
  job: AreaJob,
  language: Language,
  area: (names: { neighborhood: string; city: string }) => string,
): string {
  const city = job.city ? localized(job.city, 'name', language) : '';
  if (!job.neighborhood) return city;
  const neighborhood = localized(job.neighborhood, 'name', language);
  return city ? area({ neighborhood, city }) : neighborhood;
}

/** Where a job is, for the screens that show it outside a card. */
export function JobArea({ job }: { job: AreaJob }) {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  return <>{areaOf(job, language, (names) => t('feed.area', names))}</>;
}

interface Props {
  job: JobOpportunity;
  /** One callback for the whole list (it is given the job), so a card renders again only when its job changes. */
  onDismiss?: (job: JobOpportunity, action: JobDismissal) => void;
}

/**
 * One job of the feed: service, area, timing, how long ago, offers so far, invited; its own actions
 * beside it. Memoised: the virtual list renders its rows on every range change and page appended,
 * and a card's job object stays the same across those (the query keeps unchanged pages as they are).
 */
export const JobCard = memo(function JobCard({ job, onDismiss }: Props) {
  const { t } = useTranslation(['jobs', 'common']);
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const name = localized(job.sub_service, 'name', language);
  // One translation hook and one store read per card (a card mounts on every scroll step of the feed).
  const area = areaOf(job, language, (names) => t('feed.area', names));
  return (
    <Card aria-labelledby={`job-${job.id}`} as="article" className="flex gap-3">
      <CategoryIcon icon={job.sub_service.icon} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            id={`job-${job.id}`}
            href={paths.job.getHref(job.id)}
            className="font-semibold text-brand-dark hover:underline"
          >
            {name}
          </Link>
          {job.is_invited && (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-800">
              {t('feed.invited')}
            </span>
          )}
        </div>
        <p className="text-sm text-ink-muted">
          {[area, job.timing && t(`common:timings.${job.timing}`)].filter(Boolean).join(' · ')}
        </p>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          {job.offers_count !== undefined && (
            <span className="font-medium">{t('feed.offers', { count: job.offers_count })}</span>
          )}
          {job.created_at && <span className="text-ink-muted">{formatAgo(job.created_at, place)}</span>}
        </p>
        {onDismiss && (
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn-secondary min-h-9 px-2 py-1 text-sm"
              aria-label={t('feed.hideJob', { name })}
              onClick={() => onDismiss(job, 'hide')}
            >
              <EyeOff aria-hidden="true" className="h-4 w-4" />
              {t('feed.hide')}
            </button>
            <button
              type="button"
              className="btn-secondary min-h-9 px-2 py-1 text-sm"
              aria-label={t('feed.deleteJob', { name })}
              onClick={() => onDismiss(job, 'delete')}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('feed.delete')}
            </button>
          </div>
        )}
      </div>
    </Card>
  );
});
