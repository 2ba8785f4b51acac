import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { ProviderGate } from '@/components/provider-account';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { QueryView } from '@/components/ui/QueryView';
import { TabLinks } from '@/components/ui/TabLinks';
import { paths } from '@/config/paths';
import { useScheduledWorks } from '@/hooks/jobs/use-jobs';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import type { ScheduledWork } from '@/services/jobs/jobs';
import type { WorkScope } from '@/services/lifecycle/request';
import { formatDay } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { AddToCalendar } from './AddToCalendar';
import { CompletedWorks } from './CompletedWorks';
import { JobArea } from './JobCard';
import { ScheduleCalendar } from './ScheduleCalendar';

/** Phones: the works in date order, each opening its delivery location. */
function Agenda({ works }: { works: readonly ScheduledWork[] }) {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  return (
    <section aria-labelledby="agenda" className="flex flex-col gap-3 tablet:hidden">
      <h2 id="agenda" className="text-lg font-semibold">
        {t('schedule.agenda')}
      </h2>
      <ul className="flex flex-col gap-3">
        {works.map((work) => (
          <li key={work.job.id} className="flex flex-col gap-2">
            <Card href={paths.work.getHref(work.job.id)} as={Link} interactive className="flex flex-col gap-1">
              <span className="text-sm font-semibold text-green-800">{formatDay(work.scheduled_for, place)}</span>
              <span className="font-semibold">{localized(work.job.sub_service, 'name', language)}</span>
              <span className="text-sm text-ink-muted">
                <JobArea job={work.job} />
                {work.job.client?.display_name && (
                  <>
                    {' · '}
                    <bdi dir="auto">{work.job.client.display_name}</bdi>
                  </>
                )}
              </span>
            </Card>
            <AddToCalendar works={[work]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const TABS = ['upcoming', 'completed'] as const satisfies readonly WorkScope[];

/** Hired works still to do: every one (the agenda and the calendar's visible range need them all). */
function UpcomingWorks() {
  const { t } = useTranslation('jobs');
  const works = useScheduledWorks();
  return (
    <QueryView query={works} loading={t('schedule.loading')} reserve="min-h-64" empty={t('schedule.none')}>
      {(list) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-muted">{t('schedule.works', { count: list.length })}</p>
            <AddToCalendar works={list} all />
          </div>
          <Agenda works={list} />
          <ScheduleCalendar works={list} />
        </>
      )}
    </QueryView>
  );
}

/**
 * My scheduled works (/service-providers/scheduled-works): hired, not completed (a calendar from tablets
 * up, an agenda on phones); `?tab=completed` the completed ones, each reachable to rate the client.
 * An account without a provider profile is offered the wizard instead (ProviderGate).
 */
export function ScheduleScreen() {
  const { t } = useTranslation('jobs');
  const router = useRouter();
  const tab: WorkScope = router.query.tab === 'completed' ? 'completed' : 'upcoming';
  useDocumentTitle(t('schedule.title'));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('schedule.title')}</h1>
        <Link
          href={paths.reviews.getHref('provider')}
          className="text-sm font-semibold text-brand-dark hover:underline"
        >
          {t('schedule.reviews')}
        </Link>
      </div>
      <TabLinks
        label={t('schedule.tabs.label')}
        current={tab}
        tabs={TABS.map((item) => ({
          key: item,
          href:
            item === 'completed' ? paths.scheduledWorks.getHref({ tab: 'completed' }) : paths.scheduledWorks.getHref(),
          label: t(`schedule.tabs.${item}`),
        }))}
      />
      <ProviderGate>{() => (tab === 'completed' ? <CompletedWorks /> : <UpcomingWorks />)}</ProviderGate>
    </div>
  );
}
