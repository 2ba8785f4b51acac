import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { useHireOffer } from '@/hooks/offers/use-offers';
import type { Offer } from '@/services/offers/offers';
import { formatPrice } from '@/services/shared/format';
import { useAppState } from '@/store/shared/app-store';

/**
 * Hire an offer after a confirmation that names the provider and the price. A double click hires
 * once: the hook ignores a call while one is under way (hooks/shared/use-guarded-mutation.ts).
 */
export default function HireDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const language = useAppState((state) => state.language);
  const hire = useHireOffer();
  const confirm = async () => {
    try {
      await hire.mutateAsync(offer.id);
      onClose();
    } catch {
      // The dialog says why (e.g. 'This offer is no longer available'; the list is refreshed behind it).
    }
  };
  return (
    <ConfirmDialog
      role="client"
      title={t('hireTitle', { name: offer.provider.display_name, price: formatPrice(offer.price, language) })}
      body={t('hireBody')}
      confirmLabel={t('hire')}
      pending={hire.isPending}
      error={hire.error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
