import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ui/ReasonDialog';
import { useEndRequest, type RequestEnding } from '@/hooks/requests/use-requests';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

/** Cancel or close a request with a reason (required); what happens to the pending offers is said first. */
export default function EndRequestDialog({
  requestId,
  ending,
  pendingOffers,
  onClose,
}: {
  requestId: number;
  ending: RequestEnding;
  pendingOffers: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['requests', 'validation']);
  const end = useEndRequest(requestId);
  return (
    <ReasonDialog
      draft={dialogDraftId.reason(ending, requestId)}
      role="client"
      title={t(ending === 'cancel' ? 'ending.cancelTitle' : 'ending.closeTitle')}
      description={`${t(ending === 'cancel' ? 'ending.cancelHint' : 'ending.closeHint')} ${t('ending.pending', { count: pendingOffers })}`}
      label={t('ending.reason')}
      confirmLabel={t(ending === 'cancel' ? 'ending.confirmCancel' : 'ending.confirmClose')}
      keepLabel={t('ending.keep')}
      pending={end.isPending}
      error={end.error}
      onSubmit={(reason) => end.mutateAsync({ ending, reason })}
      onClose={onClose}
    />
  );
}
