import { useTranslation } from 'react-i18next';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import type { Offer } from '@/services/offers/offers';

/** An offer's photos, for the client (the offer's page and the proposal-details dialog); nothing when it has none. */
export function OfferPhotos({ offer }: { offer: Pick<Offer, 'images'> }) {
  const { t } = useTranslation('requests');
  if (offer.images.length === 0) return null;
  return (
    <PhotoGrid
      role="client"
      images={offer.images}
      copy={{
        title: t('details.photos'),
        photo: (number, count) => t('details.photo', { number, count }),
        previous: t('details.previous'),
        next: t('details.next'),
      }}
    />
  );
}
