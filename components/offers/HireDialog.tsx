import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { useHireOffer } from '@/hooks/offers/use-offers';
import { usePlace } from '@/hooks/shared/use-place';
import type { Offer } from '@/services/offers/offers';
import { formatMoney } from '@/services/shared/format';

/**
 * Hire an offer after a confirmation that names the provider and the price. A double click hires
 * once: the hook ignores a call while one is under way (hooks/shared/use-guarded-mutation.ts).
 */
export default function HireDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const place = usePlace();
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
      title={t('hireTitle', { name: offer.provider.display_name, price: formatMoney(offer.price, place) })}
      body={t('hireBody')}
      confirmLabel={t('hire')}
      pending={hire.isPending}
      error={hire.error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
