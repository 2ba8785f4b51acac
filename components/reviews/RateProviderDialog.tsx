import { useTranslation } from 'react-i18next';
import { RatingForm } from '@/components/ui/RatingForm';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useRateProvider } from '@/hooks/use-ratings';
import { PROVIDER_CRITERIA, type RateProviderBody } from '@/services/ratings';
import { rateProviderSchema } from '@/services/validation';

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
  const { t } = useTranslation(['requests', 'validation']);
  const rate = useRateProvider(requestId);
  return (
    <SheetDialog
      role="client"
      title={t('rate.title', { name: providerName })}
      description={t('rate.intro')}
      busy={rate.isPending}
      onClose={onClose}
    >
      <RatingForm<(typeof PROVIDER_CRITERIA)[number], RateProviderBody>
        criteria={PROVIDER_CRITERIA}
        schema={rateProviderSchema}
        labels={{
          criterion: (criterion) => t(`rate.criteria.${criterion}`),
          experience: t('rate.experience'),
          cancel: t('ending.keep'),
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
