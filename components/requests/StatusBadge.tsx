import { useTranslation } from 'react-i18next';
import { TONE_CLASSES } from '@/components/ui/tones';
import type { Badge } from '@/services/lifecycle/offer-view';
import type { RequestBadgeKey } from '@/services/lifecycle/request-view';

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
