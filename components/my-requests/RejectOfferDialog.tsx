import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/ReasonDialog';
import { useRejectOffer } from '@/hooks/use-offers';
import type { Offer } from '@/services/offers';
import { dialogDraftId } from '@/store/dialog-draft-ids';

/** Turn an offer down, with an optional reason its provider sees. */
export default function RejectOfferDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const reject = useRejectOffer();
  return (
    <ReasonDialog
      draft={dialogDraftId.reason('reject', offer.id)}
      role="client"
      title={t('offers.rejectTitle', { name: offer.provider.display_name })}
      label={t('offers.rejectReason')}
      optional
      confirmLabel={t('offers.rejectConfirm')}
      pending={reject.isPending}
      error={reject.error}
      onSubmit={(reason) => reject.mutateAsync({ id: offer.id, reason })}
      onClose={onClose}
    />
  );
}
