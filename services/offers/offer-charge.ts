import { capAllows, type Balance } from '@/services/balance';
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

/**
 * What the next offer costs, shown before sending; null when the balance did not say how many free ones are left.
 * A paid one says whether the balance is enough, whether today's spending limit (`cap`, null: none or not
 * said) is reached, and after how many hours an unopened one comes back (`creditAfterHours`, null: the backend
 * did not say it credits anything back, so nothing is promised).
 */
export type OfferCost =
  | { kind: 'free'; left: number; perDay: number }
  | {
      kind: 'paid';
      cost: number;
      balance: number;
      enough: boolean;
      cap: number | null;
      capReached: boolean;
      creditAfterHours: number | null;
    };

export function offerCost(
  balance: Pick<
    Balance,
    | 'balance'
    | 'offer_cost'
    | 'free_offers_left'
    | 'free_offers_per_day'
    | 'daily_spend_cap'
    | 'spent_today'
    | 'credit_after_hours'
  >,
): OfferCost | null {
  if (balance.free_offers_left === undefined) return null;
  const charge = chargeForOffer(balance.free_offers_left, balance.balance, balance.offer_cost);
  if (charge?.paid_with === 'free')
    return { kind: 'free', left: balance.free_offers_left, perDay: balance.free_offers_per_day };
  const cap = balance.daily_spend_cap ?? null;
  // What was spent today unknown: the limit cannot be judged here (the backend's 402 still says).
  const capReached =
    balance.spent_today !== undefined && !capAllows({ cap, spentToday: balance.spent_today, cost: balance.offer_cost });
  const hours = balance.credit_after_hours;
  return {
    kind: 'paid',
    cost: balance.offer_cost,
    balance: balance.balance,
    enough: charge !== null,
    cap,
    capReached,
    creditAfterHours: typeof hours === 'number' && hours > 0 ? hours : null,
  };
}
