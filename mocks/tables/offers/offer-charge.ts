import { chargeForOffer, freeOffersLeft, spendFreeOffer } from '@/services/offers';
import { clock, dayOf } from '../../shared/clock';
import { fail } from '../../shared/http';
import { checkSpendCap, payFromBalance, type Place } from '../balance/charges';
import type { SandboxOffer } from '../../data/offers/offers';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';

/* What sending an offer costs its provider (services/offers/offer-charge.ts): a free offer of the day, else the balance. */

/**
 * Send an offer paid from today's free ones, else from the balance within the day's spending limit
 * (a 402 past the limit, then when the balance is short): `place` stores it, then the charge is written
 * against it (docs/api/marketplace.md "Offers", "Spending limit").
 */
export function placeChargedOffer(profile: SandboxProviderProfile, place: Place): SandboxOffer {
  const today = dayOf(clock.now());
  const freeLeft = freeOffersLeft(profile, today);
  if (freeLeft === 0) checkSpendCap(profile, today);
  const charge = chargeForOffer(freeLeft, profile.balance) ?? fail(402, 'NOT_ENOUGH_BALANCE');
  if (charge.paid_with === 'balance') return payFromBalance(profile, charge.cost, place);
  Object.assign(profile, spendFreeOffer(profile, today));
  const offer = place('free');
  offer.charged = 0;
  return offer;
}
