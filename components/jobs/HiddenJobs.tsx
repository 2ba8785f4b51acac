import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { EmptyState } from '@/components/ui/LoadStates';
import { MoreButton } from '@/components/ui/MoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { Spinner } from '@/components/ui/Spinner';
import { useHiddenJobs, useUnhideJob } from '@/hooks/jobs/use-jobs';
import { usePlace } from '@/hooks/shared/use-place';
import { formatAgo } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { JobCard } from './JobCard';

/** The jobs I hid, with my reason; "Show again" puts one back in the feed. */
export function HiddenJobs() {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const hidden = useHiddenJobs();
  const unhide = useUnhideJob();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <QueryView query={hidden} loading={t('hidden.loading')} reserve="min-h-64">
      {(data) => {
        const items = data.pages.flatMap((page) => page.results);
        return (
          <>
            <p role="status" className="text-sm font-medium text-green-800">
              {shown}
            </p>
            <FormAlert error={unhide.error} />
            {items.length === 0 ? (
              <EmptyState>{t('hidden.none')}</EmptyState>
            ) : (
              <ul className="flex flex-col gap-3">
                {items.map(({ job, reason, hidden_at: hiddenAt }) => {
                  const name = localized(job.sub_service, 'name', language);
                  return (
                    <li key={job.id} className="flex flex-col gap-2">
                      <JobCard job={job} />
                      <p className="px-4 text-sm text-ink-muted">
                        {hiddenAt && `${t('hidden.reason', { when: formatAgo(hiddenAt, place) })}: `}
                        <bdi dir="auto">{reason}</bdi>
                      </p>
                      <button
                        type="button"
                        className="btn-secondary self-end"
                        aria-label={t('hidden.showJob', { name })}
                        disabled={unhide.isPending}
                        onClick={() =>
                          unhide.mutate(job.id, { onSuccess: () => setShown(t('hidden.shown', { name })) })
                        }
                      >
                        {unhide.isPending && unhide.variables === job.id && <Spinner />}
                        {t('hidden.show')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <MoreButton list={hidden} label={t('hidden.more')} />
          </>
        );
      }}
    </QueryView>
  );
}
