import { LIMITS } from '@/services/shared/limits';
import { requestImagesError } from '../requests/requests';

/* The offers' rules: the price and the photos (the receipts in receipts.ts). */

/** The offer price rule, 10 to 10,000 (spec §5): "Minimum allowed is 10" / "Maximum allowed is 10,000", or null. */
export function priceError(price: number): string | null {
  if (price < LIMITS.offerPriceMin) return `Minimum allowed is ${LIMITS.offerPriceMin.toLocaleString('en-US')}`;
  if (price > LIMITS.offerPriceMax) return `Maximum allowed is ${LIMITS.offerPriceMax.toLocaleString('en-US')}`;
  return null;
}

/** Offer images share the request's limit. */
export const offerImagesError = requestImagesError;
