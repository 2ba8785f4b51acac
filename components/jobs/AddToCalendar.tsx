import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusNote } from '@/components/ui/StatusNote';
import { paths } from '@/config/paths';
import { usePlace } from '@/hooks/shared/use-place';
import { buildIcs, ICS_MEDIA_TYPE } from '@/services/jobs/ics';
import type { ScheduledWork } from '@/services/jobs/jobs';
import { workCalendarState, workEvent, type WorkEventWords } from '@/services/jobs/work-calendar';
import { formatDay } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/** Hand the file to the browser as a download: a phone opens it in its calendar (iOS at once, Android from the download). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: ICS_MEDIA_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Add to calendar" for one work, or "Add all coming works" for the list: an iCalendar file written on the
 * tap (services/jobs/ics.ts), in the reader's language; a work in a state the app does not know is left out
 * (a single one shows no button). The same work always has the same UID, so a later file updates or
 * cancels the event already in the calendar.
 */
export function AddToCalendar({ works, all = false }: { works: readonly ScheduledWork[]; all?: boolean }) {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const [done, setDone] = useState<number | null>(null);
  const words = (): WorkEventWords => ({
    language,
    reference: t('calendar.reference'),
    client: t('calendar.client'),
    whatsapp: t('calendar.whatsapp'),
    whatsappMessage: (values) => t('work.whatsappMessage', values),
    origin: window.location.origin,
    workPath: (id) => paths.work.getHref(id),
  });
  const first = works[0];
  const writable = works.filter((work) => workCalendarState(work.job) !== null);
  if (writable.length === 0 || !first) return null;
  const save = () => {
    const chosen = words();
    const events = writable.flatMap((work) => workEvent(work, chosen) ?? []);
    const name = all ? 'scheduled-works.ics' : `${first.job.reference_number}.ics`;
    download(name, buildIcs({ name: t('calendar.name'), events, now: new Date() }));
    setDone(events.length);
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className="btn-secondary" onClick={save}>
        <CalendarPlus aria-hidden="true" className="h-4 w-4" />
        {all ? t('calendar.addAll') : t('calendar.add')}
        {!all && (
          <span className="sr-only">
            {`: ${localized(first.job.sub_service, 'name', language)}, ${formatDay(first.scheduled_for, place)}`}
          </span>
        )}
      </button>
      {done !== null && (
        <StatusNote>{all ? t('calendar.downloadedAll', { count: done }) : t('calendar.downloaded')}</StatusNote>
      )}
    </div>
  );
}
