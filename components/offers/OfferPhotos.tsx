import { useTranslation } from 'react-i18next';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import type { Offer } from '@/services/offers/offers';

/** An offer's photos, for the client (the offer's page and the proposal-details dialog); nothing when it has none. */
export function OfferPhotos({ offer }: { offer: Pick<Offer, 'images'> }) {
  const { t } = useTranslation('common');
  if (offer.images.length === 0) return null;
  return <PhotoGrid role="client" images={offer.images} title={t('images.title')} />;
}
