import { useTranslation } from 'react-i18next';
import { usePlace } from '@/hooks/shared/use-place';
import { offerReceipt } from '@/services/offers/offer-receipt';
import type { Offer } from '@/services/offers/offers';
import { formatAgo } from '@/services/shared/format';

/**
 * Whether the client opened or contacted this offer, and when (docs/api/marketplace.md "Receipts").
 * Nothing when the backend does not record it. Refreshed live by the socket's quiet frames.
 */
export function OfferReceipt({ offer }: { offer: Pick<Offer, 'seen_at' | 'contacted_at'> }) {
  const { t } = useTranslation('offers');
  const place = usePlace();
  const receipt = offerReceipt(offer);
  if (!receipt) return null;
  return (
    <p className="text-sm text-ink-muted" data-receipt={receipt.state}>
      {receipt.state === 'not_seen'
        ? t('receipt.notSeen')
        : t(`receipt.${receipt.state}`, { ago: formatAgo(receipt.at, place) })}
    </p>
  );
}
