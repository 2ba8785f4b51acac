import type { Balance } from '@/services/balance';
import { LIMITS } from '@/services/shared/limits';

export type OfferCharge = { paid_with: 'free'; cost: 0 } | { paid_with: 'balance'; cost: number };

/**
 * How the next offer is paid: a free one while any is left today, else `cost` from the balance;
 * null when neither can (the backend's 402). The screen's cost line and the sandbox both read it.
 */
export function chargeForOffer(
  freeLeft: number,
  balance: number,
  cost: number = LIMITS.offerCostJod,
): OfferCharge | null {
  if (freeLeft > 0) return { paid_with: 'free', cost: 0 };
  if (balance >= cost) return { paid_with: 'balance', cost };
  return null;
}

/** What the next offer costs, shown before sending; null when the balance did not say how many free ones are left. */
export type OfferCost =
  { kind: 'free'; left: number; perDay: number } | { kind: 'paid'; cost: number; balance: number; enough: boolean };

export function offerCost(
  balance: Pick<Balance, 'balance' | 'offer_cost' | 'free_offers_left' | 'free_offers_per_day'>,
): OfferCost | null {
  if (balance.free_offers_left === undefined) return null;
  const charge = chargeForOffer(balance.free_offers_left, balance.balance, balance.offer_cost);
  if (charge?.paid_with === 'free')
    return { kind: 'free', left: balance.free_offers_left, perDay: balance.free_offers_per_day };
  return { kind: 'paid', cost: balance.offer_cost, balance: balance.balance, enough: charge !== null };
}
