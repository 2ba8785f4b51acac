import { useTranslation } from 'react-i18next';
import { OFFER_OUTCOME_TONE, type OfferOutcome } from '@/services/lifecycle/offer';
import { TONE_CLASSES } from '@/components/requests/StatusBadge';

/** An offer's outcome as its provider reads it, coloured from the lifecycle table. */
export function OutcomeBadge({ outcome }: { outcome: OfferOutcome }) {
  const { t } = useTranslation('jobs');
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE_CLASSES[OFFER_OUTCOME_TONE[outcome]]}`}>{t(`outcome.${outcome}`)}</span>;
}
