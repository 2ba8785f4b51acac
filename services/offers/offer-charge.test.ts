// @vitest-environment node
import { LIMITS } from '@/services/shared/limits';
import { chargeForOffer, offerCost } from './offer-charge';

describe('how the next offer is paid', () => {
  it.each([
    [5, 0, { paid_with: 'free', cost: 0 }],
    [1, 0, { paid_with: 'free', cost: 0 }],
    [1, 100, { paid_with: 'free', cost: 0 }],
    [0, LIMITS.offerCostJod, { paid_with: 'balance', cost: LIMITS.offerCostJod }],
    [0, 12.5, { paid_with: 'balance', cost: LIMITS.offerCostJod }],
    [0, LIMITS.offerCostJod - 0.5, null],
    [0, 0, null],
  ])('%s free left, balance %s → %j', (free, balance, charge) => {
    expect(chargeForOffer(free, balance)).toEqual(charge);
  });
});

describe('what the next offer costs, as the screen says it', () => {
  const base = { balance: 0, offer_cost: 1, free_offers_per_day: 5 };
  it.each([
    [
      { ...base, free_offers_left: 5 },
      { kind: 'free', left: 5, perDay: 5 },
    ],
    [
      { ...base, free_offers_left: 1 },
      { kind: 'free', left: 1, perDay: 5 },
    ],
    [
      { ...base, free_offers_left: 0 },
      { kind: 'paid', cost: 1, balance: 0, enough: false, cap: null, capReached: false, creditAfterHours: null },
    ],
    [
      { ...base, free_offers_left: 0, balance: 0.5 },
      { kind: 'paid', cost: 1, balance: 0.5, enough: false, cap: null, capReached: false, creditAfterHours: null },
    ],
    [
      { ...base, free_offers_left: 0, balance: 1 },
      { kind: 'paid', cost: 1, balance: 1, enough: true, cap: null, capReached: false, creditAfterHours: null },
    ],
    // The cost the balance answers is the one charged.
    [
      { ...base, free_offers_left: 0, balance: 1.5, offer_cost: 2 },
      { kind: 'paid', cost: 2, balance: 1.5, enough: false, cap: null, capReached: false, creditAfterHours: null },
    ],
    // Today's spending limit: reached, not yet, not judged without what was spent.
    [
      { ...base, free_offers_left: 0, balance: 10, daily_spend_cap: 2, spent_today: 2 },
      { kind: 'paid', cost: 1, balance: 10, enough: true, cap: 2, capReached: true, creditAfterHours: null },
    ],
    [
      { ...base, free_offers_left: 0, balance: 10, daily_spend_cap: 2, spent_today: 1 },
      { kind: 'paid', cost: 1, balance: 10, enough: true, cap: 2, capReached: false, creditAfterHours: null },
    ],
    [
      { ...base, free_offers_left: 0, balance: 10, daily_spend_cap: 2 },
      { kind: 'paid', cost: 1, balance: 10, enough: true, cap: 2, capReached: false, creditAfterHours: null },
    ],
    // The credit back is promised only when the backend says after how many hours it credits (null: it does not).
    [
      { ...base, free_offers_left: 0, balance: 10, credit_after_hours: 48 },
      { kind: 'paid', cost: 1, balance: 10, enough: true, cap: null, capReached: false, creditAfterHours: 48 },
    ],
    [
      { ...base, free_offers_left: 0, balance: 10, credit_after_hours: null },
      { kind: 'paid', cost: 1, balance: 10, enough: true, cap: null, capReached: false, creditAfterHours: null },
    ],
    [
      { ...base, free_offers_left: 0, balance: 10, credit_after_hours: 0 },
      { kind: 'paid', cost: 1, balance: 10, enough: true, cap: null, capReached: false, creditAfterHours: null },
    ],
    [
      { ...base, free_offers_left: 2, balance: 10, daily_spend_cap: 1, spent_today: 5 },
      { kind: 'free', left: 2, perDay: 5 },
    ],
  ])('%j → %j', (balance, expected) => {
    expect(offerCost(balance)).toEqual(expected);
  });
});
