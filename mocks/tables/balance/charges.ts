import { CAP_REACHED_CODE, capAllows, capReachedText } from '@/services/balance';
import { LIMITS } from '@/services/shared/limits';
import { moveBalance, spentOn } from './ledger';
import { fail } from '../../shared/http';
import type { SandboxOffer } from '../../data/offers/offers';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';

/* Paying for an offer from the balance: the ledger row, what the offer cost, the day's spending limit. */

/** Stores the offer being paid for, paid from the day's free offers or from the balance. */
export type Place = (paidWith: SandboxOffer['paid_with']) => SandboxOffer;

/** Take `cost` from the balance for the offer `place` makes, with its ledger row and what it was charged. */
export function payFromBalance(profile: SandboxProviderProfile, cost: number, place: Place): SandboxOffer {
  const offer = place('balance');
  offer.charged = cost;
  moveBalance(profile, 'offer_paid', -cost, { request: offer.request, offer: offer.id });
  return offer;
}

/** A paid offer past today's spending limit is refused (402) before the balance is looked at. */
export function checkSpendCap(profile: SandboxProviderProfile, today: string): void {
  const cap = profile.daily_spend_cap ?? null;
  if (cap !== null && !capAllows({ cap, spentToday: spentOn(profile.user, today), cost: LIMITS.offerCostJod }))
    fail(402, { text: capReachedText(cap), code: CAP_REACHED_CODE });
}

/** The sandbox lever's paid offer: from the balance whatever free ones are left (an error when it is short). */
export function placePaidOffer(profile: SandboxProviderProfile, cost: number, place: Place): SandboxOffer {
  if (profile.balance < cost) throw new Error(`The balance (${profile.balance} JOD) is short of ${cost} JOD`);
  return payFromBalance(profile, cost, place);
}
