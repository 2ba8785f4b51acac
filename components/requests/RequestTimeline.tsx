import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/services/format';
import type { RequestStatus } from '@/services/lifecycle/request';
import type { ServiceRequestDetails } from '@/services/requests';
import { useAppState } from '@/store/app-store';

type Step = 'sent' | 'offers' | 'hired' | 'completed' | 'cancelled' | 'closed';

/** How far a request got along the happy path, and where it ended if it ended early. */
const REACHED: Readonly<Record<RequestStatus, readonly Step[]>> = {
  open: ['sent'],
  offers_received: ['sent', 'offers'],
  provider_hired: ['sent', 'offers', 'hired'],
  completed: ['sent', 'offers', 'hired', 'completed'],
  cancelled: ['sent', 'cancelled'],
  closed: ['sent', 'closed'],
};

/** The request's progress as steps: done ones ticked, the current one marked, the rest to come. */
export function RequestTimeline({ request }: { request: ServiceRequestDetails }) {
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const reached = REACHED[request.status];
  const ended = request.status === 'cancelled' || request.status === 'closed';
  const steps: readonly Step[] = ended ? reached : ['sent', 'offers', 'hired', 'completed'];
  return (
    <ol aria-label={t('details.timeline')} className="flex flex-col gap-2 tablet:flex-row tablet:gap-4">
      {steps.map((step) => {
        const done = reached.includes(step);
        const current = step === reached.at(-1);
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className={`flex items-center gap-2 text-sm ${done ? 'text-ink' : 'text-ink-faint'}`}>
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border ${done ? 'border-brand bg-brand text-white' : 'border-slate-300'}`}
            >
              {done && <Check className="h-4 w-4" />}
            </span>
            <span className={current ? 'font-semibold' : undefined}>
              {t(`details.steps.${step}`)}
              {step === 'sent' && <span className="text-ink-muted"> · {formatDate(request.created_at, language)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
