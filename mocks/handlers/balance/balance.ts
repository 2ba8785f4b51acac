import { check } from '@/mocks/handlers/shared/params';
import { capError } from '@/services/balance';
import { freeOffersLeft } from '@/services/offers';
import { LIMITS } from '@/services/shared/limits';
import { freeOffersMessage } from '../../rules/balance/balance';
import { clock, dayOf } from '../../shared/clock';
import { route } from '../../shared/http';
import { sweepCredits } from '../../tables/balance/credits';
import { spentOn } from '../../tables/balance/ledger';
import { requireProvider } from '../../tables/provider-account/providers';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';
import type { Balance } from '../../data/shared/records';

/** The balance as the provider reads it: free offers and money spent count the marketplace day (Asia/Amman). */
function toBalance(profile: SandboxProviderProfile): Balance {
  const today = dayOf(clock.now());
  const left = freeOffersLeft(profile, today);
  return {
    balance: profile.balance,
    currency: 'JOD',
    offer_cost: LIMITS.offerCostJod,
    free_offers_per_day: LIMITS.freeOffersPerDay,
    free_offers_left: left,
    message: freeOffersMessage(left),
    daily_spend_cap: profile.daily_spend_cap ?? null,
    spent_today: spentOn(profile.user, today),
    credit_after_hours: LIMITS.creditAfterHours,
  };
}

/** The balance and its daily spending limit (designed, docs/api/marketplace.md "Spending limit"): credits due first. */
export const balanceHandlers = [
  route('get', 'provider/balance/', (context) => {
    const profile = requireProvider(context.requireUser());
    sweepCredits(clock.now());
    return toBalance(profile);
  }),
  route('patch', 'provider/balance/', async (context) => {
    const profile = requireProvider(context.requireUser());
    const { daily_spend_cap: cap } = await context.body({ daily_spend_cap: 'nullable-number' });
    check(capError(cap), 'daily_spend_cap');
    profile.daily_spend_cap = cap;
    sweepCredits(clock.now());
    return toBalance(profile);
  }),
];
