import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/ReasonDialog';
import { useRejectOffer } from '@/hooks/offers/use-offers';
import type { Offer } from '@/services/offers/offers';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

/** Turn an offer down, with an optional reason its provider sees. */
export default function RejectOfferDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const reject = useRejectOffer();
  return (
    <ReasonDialog
      draft={dialogDraftId.reason('reject', offer.id)}
      role="client"
      title={t('rejectTitle', { name: offer.provider.display_name })}
      label={t('rejectReason')}
      optional
      confirmLabel={t('rejectConfirm')}
      pending={reject.isPending}
      error={reject.error}
      onSubmit={(reason) => reject.mutateAsync({ id: offer.id, reason })}
      onClose={onClose}
    />
  );
}
