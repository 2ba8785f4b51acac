import type { OfferCost } from './offer-charge';

/**
 * Whether sending asks "Pay for this offer?" first: a paid offer, the first one of the (Amman) day, that is
 * `spentToday` 0; a backend that does not say what was spent today gets the question on every paid send.
 * A free offer, a cost not known, a short balance or a reached limit never asks (the backend's 402 says why).
 */
/**
 * How often the question comes, as the question says it: once a (Amman) day when the backend says what was spent
 * today, else before every paid send (the app cannot tell the day's first).
 */
export function paidConfirmCadence(spentToday: number | undefined): 'daily' | 'every' {
  return spentToday === undefined ? 'every' : 'daily';
}

export function needsPaidConfirm(cost: OfferCost | null, spentToday: number | undefined): boolean {
  if (cost?.kind !== 'paid' || !cost.enough || cost.capReached) return false;
  return paidConfirmCadence(spentToday) === 'every' || spentToday === 0;
}
