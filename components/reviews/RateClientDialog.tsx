import { useTranslation } from 'react-i18next';
import { emptyRating, RatingForm } from '@/components/ui/RatingForm';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useRateClient } from '@/hooks/reviews/use-ratings';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { rateClientSchema } from '@/services/reviews/rating-forms';
import { CLIENT_CRITERIA, type ClientCriterion, type RateClientBody } from '@/services/reviews/ratings';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

/** The hired provider's rating of the client (spec §3): the three criteria, each 1–5 and required, and the experience. */
export default function RateClientDialog({
  requestId,
  clientName,
  onRated,
  onClose,
}: {
  requestId: number;
  clientName: string;
  onRated: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reviews', 'common', 'validation']);
  // What was typed stays on the device until it is sent or the dialog closed (a session may end meanwhile).
  const draft = useDialogDraft(dialogDraftId.rateClient(requestId), emptyRating(CLIENT_CRITERIA));
  const rate = useRateClient(requestId, draft.keys);
  const close = () => {
    draft.drop();
    onClose();
  };
  return (
    <SheetDialog
      role="provider"
      title={t('rateClient.title', { name: clientName })}
      description={t('rateClient.intro')}
      busy={rate.isPending}
      onClose={close}
    >
      <RatingForm<ClientCriterion, RateClientBody>
        criteria={CLIENT_CRITERIA}
        schema={rateClientSchema}
        labels={{
          criterion: (criterion) => t(`rate.clientCriteria.${criterion}`),
          experience: t('rateClient.experience'),
          cancel: t('common:actions.cancel'),
          submit: t('rateClient.submit'),
        }}
        draft={draft}
        pending={rate.isPending}
        error={rate.error}
        onSubmit={async (body) => {
          await rate.mutateAsync(body);
          onRated();
        }}
        onClose={close}
      />
    </SheetDialog>
  );
}
