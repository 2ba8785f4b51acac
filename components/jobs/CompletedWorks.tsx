import { useTranslation } from 'react-i18next';
import { RatingValue } from '@/components/reviews';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { MoreButton } from '@/components/ui/MoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useCompletedWorks } from '@/hooks/jobs/use-jobs';
import { usePlace } from '@/hooks/shared/use-place';
import { formatDay } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { JobArea } from './JobCard';

/**
 * Completed works (`?tab=completed`), the latest first, a page at a time: each opens its delivery
 * location, where the client can be rated; "Rate the client" until I did, then my rating's average.
 */
export function CompletedWorks() {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const works = useCompletedWorks();
  return (
    <QueryView query={works} loading={t('schedule.loading')} reserve="min-h-64" empty={t('schedule.completedNone')}>
      {(data) => (
        <>
          <ul className="flex flex-col gap-3">
            {data.pages
              .flatMap((page) => page.results)
              .map(({ job, scheduled_for }) => (
                <li key={job.id}>
                  <Card href={paths.work.getHref(job.id)} as={Link} interactive className="flex flex-col gap-1">
                    <span className="text-sm font-semibold text-ink-muted">{formatDay(scheduled_for, place)}</span>
                    <span className="font-semibold">{localized(job.sub_service, 'name', language)}</span>
                    <span className="text-sm text-ink-muted">
                      <JobArea job={job} />
                      {job.client?.display_name && (
                        <>
                          {' · '}
                          <bdi dir="auto">{job.client.display_name}</bdi>
                        </>
                      )}
                    </span>
                    {job.my_rating ? (
                      <span className="inline-flex items-center gap-1 text-sm">
                        {t('schedule.rated')} <RatingValue value={job.my_rating.average} />
                      </span>
                    ) : (
                      <span className="text-sm font-semibold text-brand-dark">{t('work.rate')}</span>
                    )}
                  </Card>
                </li>
              ))}
          </ul>
          <MoreButton list={works} label={t('schedule.more')} />
        </>
      )}
    </QueryView>
  );
}
