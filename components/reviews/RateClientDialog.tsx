import { useTranslation } from 'react-i18next';
import { RatingForm } from '@/components/ui/RatingForm';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useRateClient } from '@/hooks/use-jobs';
import { rateClientSchema } from '@/services/offer-form';
import { CLIENT_CRITERIA, type ClientCriterion, type RateClientBody } from '@/services/ratings';

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
  const { t } = useTranslation(['jobs', 'requests', 'common', 'validation']);
  const rate = useRateClient(requestId);
  return (
    <SheetDialog
      role="provider"
      title={t('rate.title', { name: clientName })}
      description={t('rate.intro')}
      busy={rate.isPending}
      onClose={onClose}
    >
      <RatingForm<ClientCriterion, RateClientBody>
        criteria={CLIENT_CRITERIA}
        schema={rateClientSchema}
        labels={{
          criterion: (criterion) => t(`requests:rate.clientCriteria.${criterion}`),
          experience: t('rate.experience'),
          cancel: t('common:actions.cancel'),
          submit: t('rate.submit'),
        }}
        pending={rate.isPending}
        error={rate.error}
        onSubmit={async (body) => {
          await rate.mutateAsync(body);
          onRated();
        }}
        onClose={onClose}
      />
    </SheetDialog>
  );
}
