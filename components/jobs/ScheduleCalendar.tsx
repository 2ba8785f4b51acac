import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/components/ui/ChoiceChips';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { usePlace } from '@/hooks/shared/use-place';
import type { ScheduledWork } from '@/services/jobs/jobs';
import { localized } from '@/services/shared/localized';
import { localeOf } from '@/services/shared/place';
import { addDays, isoDay, monthWeeks, weekdayNames, weekOf } from '@/services/shared/week';
import { useAppState } from '@/store/shared/app-store';

type View = 'week' | 'month';

/**
 * The schedule as a week or month table (tablets and up): the week starts on Saturday in Arabic
 * and Sunday in English, the weekday names and dates from Intl in the reader's language.
 */
export function ScheduleCalendar({ works }: { works: readonly ScheduledWork[] }) {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const locale = localeOf(place);
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const today = isoDay(new Date());
  const weeks = view === 'week' ? [weekOf(anchor, language)] : monthWeeks(anchor, language);
  const first = weeks[0]?.[0] ?? anchor;
  const last = weeks.at(-1)?.[6] ?? anchor;
  const period =
    view === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(anchor)
      : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(first, last);
  const move = (by: -1 | 1) =>
    setAnchor((current) =>
      view === 'week' ? addDays(current, 7 * by) : new Date(current.getFullYear(), current.getMonth() + by, 1),
    );
  const byDay = new Map<string, ScheduledWork[]>();
  for (const work of works) byDay.set(work.scheduled_for, [...(byDay.get(work.scheduled_for) ?? []), work]);
  const dayNumber = new Intl.DateTimeFormat(locale, { day: 'numeric' });
  const names = weekdayNames(place);
  const longNames = weekdayNames(place, 'long');
  return (
    <section aria-labelledby="calendar-period" className="hidden flex-col gap-3 tablet:flex">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ChoiceChips
          label={t('schedule.views')}
          choices={['week', 'month'] as const}
          value={view}
          keyOf={(item) => item}
          labelOf={(item) => t(`schedule.${item}`)}
          onChange={setView}
        />
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => move(-1)}>
            {t('schedule.previous')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setAnchor(new Date())}>
            {t('schedule.today')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => move(1)}>
            {t('schedule.next')}
          </button>
        </div>
      </div>
      <h2 id="calendar-period" className="text-lg font-semibold" aria-live="polite">
        {period}
      </h2>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr>
            {names.map((name, index) => (
              <th key={name} scope="col" abbr={longNames[index]} className="p-1 font-medium text-ink-muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={isoDay(week[0] ?? anchor)}>
              {week.map((day) => {
                const key = isoDay(day);
                const outside = view === 'month' && day.getMonth() !== anchor.getMonth();
                return (
                  <td
                    key={key}
                    className={`h-24 border border-slate-200 p-1 align-top ${outside ? 'bg-slate-50 text-ink-muted' : 'bg-white'}`}
                  >
                    <span
                      className={`inline-block rounded-full px-1.5 ${key === today ? 'bg-brand-soft font-semibold text-brand-dark' : ''}`}
                      aria-current={key === today ? 'date' : undefined}
                    >
                      {dayNumber.format(day)}
                    </span>
                    <ul className="mt-1 flex flex-col gap-1">
                      {(byDay.get(key) ?? []).map((work) => (
                        <li key={work.job.id}>
                          <Link
                            href={paths.work.getHref(work.job.id)}
                            className="block truncate rounded bg-green-50 px-1 text-green-800 hover:underline"
                          >
                            {localized(work.job.sub_service, 'name', language)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
