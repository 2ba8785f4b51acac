import { capAllows, capReachedText } from '@/services/balance';
import { chargeForOffer, freeOffersLeft, spendFreeOffer } from '@/services/offers';
import { LIMITS } from '@/services/shared/limits';
import { moveBalance, spentOn } from './ledger';
import { clock, dayOf } from '../shared/clock';
import { fail } from '../shared/http';
import type { SandboxOffer } from '../data/offers/offers';
import type { SandboxProviderProfile } from '../data/provider-account/providers';

type Place = (paidWith: SandboxOffer['paid_with']) => SandboxOffer;

/** Take `cost` from the balance for the offer `place` makes, with its ledger row and what it was charged. */
function payFromBalance(profile: SandboxProviderProfile, cost: number, place: Place): SandboxOffer {
  const offer = place('balance');
  offer.charged = cost;
  moveBalance(profile, 'offer_paid', -cost, { request: offer.request, offer: offer.id });
  return offer;
}

/** A paid offer past today's spending limit is refused (402) before the balance is looked at. */
function checkCap(profile: SandboxProviderProfile, today: string): void {
  const cap = profile.daily_spend_cap ?? null;
  if (cap !== null && !capAllows({ cap, spentToday: spentOn(profile.user, today), cost: LIMITS.offerCostJod }))
    fail(402, { text: capReachedText(cap) });
}

/**
 * Send an offer paid from today's free ones, else from the balance within the day's spending limit
 * (a 402 past the limit, then when the balance is short): `place` stores it, then the charge is written
 * against it (docs/api/marketplace.md "Offers", "Spending limit").
 */
export function placeChargedOffer(profile: SandboxProviderProfile, place: Place): SandboxOffer {
  const today = dayOf(clock.now());
  const freeLeft = freeOffersLeft(profile, today);
  if (freeLeft === 0) checkCap(profile, today);
  const charge = chargeForOffer(freeLeft, profile.balance) ?? fail(402, 'NOT_ENOUGH_BALANCE');
  if (charge.paid_with === 'balance') return payFromBalance(profile, charge.cost, place);
  Object.assign(profile, spendFreeOffer(profile, today));
  const offer = place('free');
  offer.charged = 0;
  return offer;
}

/** The sandbox lever's paid offer: from the balance whatever free ones are left (an error when it is short). */
export function placePaidOffer(profile: SandboxProviderProfile, cost: number, place: Place): SandboxOffer {
  if (profile.balance < cost) throw new Error(`The balance (${profile.balance} JOD) is short of ${cost} JOD`);
  return payFromBalance(profile, cost, place);
}
