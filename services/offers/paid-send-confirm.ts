import type { OfferCost } from './offer-charge';

/**
 * Whether sending asks "Pay for this offer?" first: a paid offer, the first one of the (Amman) day, that is
 * `spentToday` 0; a backend that does not say what was spent today gets the question on every paid send.
 * A free offer, a cost not known, a short balance or a reached limit never asks (the backend's 402 says why).
 */
export function needsPaidConfirm(cost: OfferCost | null, spentToday: number | undefined): boolean {
  if (cost?.kind !== 'paid' || !cost.enough || cost.capReached) return false;
  return spentToday === undefined || spentToday === 0;
}
