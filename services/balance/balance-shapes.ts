import { namedRefShape } from '@/services/api/common-shapes';
import { none } from '@/services/api/fallbacks';
import { nullable, objectOf, oneOf, oneOfOrUnknown, optional, orElse, type AnswerTable } from '@/services/api/shape';
import { LIMITS } from '@/services/shared/limits';

/*
 * What the balance's screens read (services/api/shape.ts): each field required or optional with its
 * fallback. Loaded beside the call (./balance.ts, services/api/api-client.ts `shaped`), never in a route's first load.
 */

/** Designed. The balance page shows the balance: without it there is nothing to show. */
export const balanceShape = () =>
  objectOf({
    balance: 'number',
    offer_cost: orElse('number', `the designed cost (${LIMITS.offerCostJod} JOD)`, () => LIMITS.offerCostJod),
    free_offers_per_day: orElse('number', `spec §9's ${LIMITS.freeOffersPerDay}`, () => LIMITS.freeOffersPerDay),
    free_offers_left: optional(
      'number',
      "no free-offers line, and no cost line before sending (the backend's 402 says)",
    ),
    message: orElse(nullable('string'), 'no message', none),
    // Designed (issue 34, "Spending limit"; the docs' table says the same, tests/contract/designed-tables.test.ts).
    daily_spend_cap: optional(
      nullable('number'),
      'no "limit reached" line before sending; the limit page says the limit could not be read, still saves, and shows what was spent today without it',
    ),
    spent_today: optional(
      'number',
      'no "spent today" line and no "limit reached" line before sending; every paid send asks first, and says so',
    ),
    // Designed (issue 43, "Credit back"): the only ground for promising that an unopened paid offer comes back.
    credit_after_hours: optional(nullable('number'), 'no credit-back promise before sending'),
  });

/**
 * Designed: a balance movement needs its kind (an unknown one is "Other movement") and its amount; the
 * rest falls back to showing less (a missing balance after is worked back from the balance).
 */
export const balanceMovementShape = () =>
  objectOf({
    id: 'number',
    kind: oneOfOrUnknown(['top_up', 'offer_paid', 'credit'], '"Other movement"'),
    amount: 'number',
    balance_after: optional('number', 'worked back from the current balance'),
    created_at: optional('string', 'no date'),
    request_reference: orElse(nullable('string'), 'no reference number', none),
    sub_service: orElse(nullable(namedRefShape()), 'no job name', none),
  });

/**
 * Designed. Money: the payment page acts on `status` and shows `amount`, and a state it does not
 * know is not guessed (a retry asks again); the gateway's address is where the browser goes.
 */
export const topUpShape = () =>
  objectOf({
    payment_id: 'string',
    amount: 'number',
    status: oneOf(['pending', 'paid', 'failed', 'cancelled']),
    checkout_url: 'string',
  });

/** The calls whose answers these shapes read, by name (./balance.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  balance: { call: 'GET provider/balance/', shape: balanceShape },
  updatedSpendCap: { call: 'PATCH provider/balance/', shape: balanceShape },
  history: { call: 'GET provider/balance/history/', shape: balanceMovementShape, page: true },
  startedTopUp: { call: 'POST provider/balance/top-up/', shape: topUpShape },
  topUp: { call: 'GET provider/balance/top-up/{id}/', shape: topUpShape },
} as const satisfies AnswerTable;
