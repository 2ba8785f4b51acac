import { useTranslation } from 'react-i18next';
import type { Badge, Tone } from '@/services/lifecycle/offer-view';
import type { RequestBadgeKey } from '@/services/lifecycle/request-view';

/** Each tone's colours (text ≥ 4.5:1 on its background). */
export const TONE_CLASSES: Readonly<Record<Tone, string>> = {
  info: 'bg-brand-soft text-brand-dark',
  attention: 'bg-amber-50 text-amber-800',
  success: 'bg-green-50 text-green-800',
  neutral: 'bg-slate-100 text-ink-muted',
};

/** A request's state as a badge (`requestView(…).badge`): its label in the reader's language, its colour from the lifecycle. */
export function StatusBadge({ badge }: { badge: Badge<RequestBadgeKey> }) {
  const { t } = useTranslation('requests');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE_CLASSES[badge.tone]}`}
    >
      {t(badge.key)}
    </span>
  );
}
