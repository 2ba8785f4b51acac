import { useTranslation } from 'react-i18next';
import { TONE_CLASSES } from '@/components/ui/tones';
import type { ShownOutcome } from '@/services/lifecycle/offer';
import type { Badge } from '@/services/lifecycle/offer-view';

/** An offer's outcome as its provider reads it (`offerView(…).badge`), coloured from the lifecycle table. */
export function OutcomeBadge({ badge }: { badge: Badge<`outcome.${ShownOutcome}`> }) {
  const { t } = useTranslation('offers');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE_CLASSES[badge.tone]}`}
    >
      {t(badge.key)}
    </span>
  );
}
