import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlace } from '@/hooks/shared/use-place';
import type { Progress } from '@/services/lifecycle/request-view';
import { formatDate } from '@/services/shared/format';

/** The request's progress (`requestView(…).progress`) as steps: done ones ticked, the current one marked, the rest to come. */
export function RequestTimeline({ progress, sentAt }: { progress: Progress; sentAt: string | undefined }) {
  const { t } = useTranslation('requests');
  const place = usePlace();
  const { steps, reached } = progress;
  return (
    <ol aria-label={t('details.timeline')} className="flex flex-col gap-2 tablet:flex-row tablet:gap-4">
      {steps.map((step) => {
        const done = reached.includes(step);
        const current = step === progress.current;
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-2 text-sm ${done ? 'text-ink' : 'text-ink-faint'}`}
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border ${done ? 'border-brand bg-brand text-white' : 'border-slate-300'}`}
            >
              {done && <Check className="h-4 w-4" />}
            </span>
            <span className={current ? 'font-semibold' : undefined}>
              {t(`details.steps.${step}`)}
              {step === 'sent' && sentAt && <span className="text-ink-muted"> · {formatDate(sentAt, place)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
