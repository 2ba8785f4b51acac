import { useTranslation } from 'react-i18next';
import { emptyRating, RatingForm } from '@/components/ui/RatingForm';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useRateProvider } from '@/hooks/reviews/use-ratings';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { rateProviderSchema } from '@/services/reviews/rating-forms';
import { PROVIDER_CRITERIA, type RateProviderBody } from '@/services/reviews/ratings';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

/** The client's rating of the hired provider (spec §3): the eight criteria, each 1–5 and required, and the experience. */
export default function RateProviderDialog({
  requestId,
  providerName,
  onRated,
  onClose,
}: {
  requestId: number;
  providerName: string;
  onRated: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reviews', 'requests', 'validation']);
  // What was typed stays on the device until it is sent or the dialog closed (a session may end meanwhile).
  const draft = useDialogDraft(dialogDraftId.rateProvider(requestId), emptyRating(PROVIDER_CRITERIA));
  const rate = useRateProvider(requestId, draft.keys);
  const close = () => {
    draft.drop();
    onClose();
  };
  return (
    <SheetDialog
      role="client"
      title={t('rate.title', { name: providerName })}
      description={t('rate.intro')}
      busy={rate.isPending}
      onClose={close}
    >
      <RatingForm<(typeof PROVIDER_CRITERIA)[number], RateProviderBody>
        criteria={PROVIDER_CRITERIA}
        schema={rateProviderSchema}
        labels={{
          criterion: (criterion) => t(`rate.criteria.${criterion}`),
          experience: t('rate.experience'),
          cancel: t('requests:ending.keep'),
          submit: t('rate.submit'),
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
