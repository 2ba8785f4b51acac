import { blank, noItems, none, zero } from '@/services/api/fallbacks';
import {
  listOf,
  nullable,
  objectOf,
  oneOf,
  oneOfOrUnknown,
  optional,
  orElse,
  type AnswerTable,
} from '@/services/api/shape';
import { OFFER_STATUSES } from '@/services/lifecycle/offer';
import { LIMITS } from '@/services/shared/limits';

/*
 * What the screens read of an offer and of the provider beside it (services/api/shape.ts): each field
 * required or optional with its fallback. Loaded beside the call (./offers.ts, services/api/api-client.ts `shaped`),
 * never in a route's first load; the types in ./offers.ts are read from here. A field of the offer
 * card: here, its type in docs/api/openapi.yaml (`Offer`), the card (components/offers/OfferCard.tsx)
 * and the sandbox's record and answer (mocks/).
 */

/**
 * What screens read of a provider next to an offer, in a list or on the public profile
 * (./offers.ts, services/provider-profile/public-provider-shapes.ts). Designed: the id is required (the
 * profile link, the invite and the report name the provider by it); the rest falls back.
 */
export const providerSummaryFields = () =>
  ({
    id: 'number',
    display_name: orElse('string', '"Service provider"', blank),
    account_type: orElse(oneOf(['personal', 'company']), 'personal (no company badge)', () => 'personal'),
    profile_photo: orElse(nullable('string'), "the name's initials", none),
    rating_average: orElse(nullable('number'), 'no stars ("no ratings yet")', none),
    ratings_count: orElse('number', '0 (with no stars: "no ratings yet")', zero),
    completed_jobs: optional('number', 'no "jobs completed" line'),
  }) as const;

/** What screens read of a provider next to an offer or in a list. */
export const providerSummaryShape = () => objectOf(providerSummaryFields());

/**
 * What screens read of an offer. Designed: required are its id, its request, its provider (the
 * client hires, contacts and reports by them), its price (what is compared and hired) and its status
 * (what each party may do; an unknown one shows as a neutral label with no actions).
 */
export const offerShape = () =>
  objectOf({
    id: 'number',
    request: 'number',
    request_reference: orElse('string', "the request's id", (owner) => String(owner.request)),
    provider: providerSummaryShape(),
    price: 'number',
    details: orElse('string', 'no details', blank),
    images: orElse(listOf('string'), 'no photos', noItems),
    proposed_date: orElse(nullable('string'), 'no proposed date', none),
    status: oneOfOrUnknown(OFFER_STATUSES, 'a neutral "status unknown" label, no actions'),
    rejection_source: orElse(nullable('string'), 'no "turned down by" line', none),
    rejection_reason: orElse(nullable('string'), 'no reason shown', none),
    whatsapp_number: orElse(nullable('string'), 'no WhatsApp button', none),
    created_at: optional('string', 'no date (listed as sent)'),
    seen_at: optional(nullable('string'), 'no receipt line ("Seen", "Not seen yet")'),
    contacted_at: optional(nullable('string'), 'no "Contacted" receipt'),
    // Designed (issue 34, PATCH offers/{id}/): nothing is shown in their place when left out.
    previous_price: optional(nullable('number'), 'no old price shown'),
    edited_at: optional(nullable('string'), 'no "Updated" mark'),
    charged: optional('number', 'nothing said about what it cost'),
    credited_at: optional(nullable('string'), 'no "credited back" line'),
  });

/**
 * Designed (issue 34): the provider's funnel. Without `sent` there is no funnel to show (no card);
 * a step or an amount left out is left out of the card, the rest still shows.
 */
export const offerFunnelShape = () =>
  objectOf({
    days: orElse('number', `the designed ${LIMITS.funnelDays} days`, () => LIMITS.funnelDays),
    sent: 'number',
    seen: optional('number', 'no "Seen" step'),
    contacted: optional('number', 'no "Contacted" step'),
    hired: optional('number', 'no "Hired" step'),
    spent: optional('number', 'no "Spent" line'),
    credited: optional('number', 'no "Credited back" line'),
  });

/** The calls whose answers these shapes read, by name (./offers.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  requestOffers: { call: 'GET requests/{id}/offers/', shape: offerShape, page: true },
  offer: { call: 'GET offers/{id}/', shape: offerShape },
  funnel: { call: 'GET jobs/submitted-offers/funnel/', shape: offerFunnelShape },
} as const satisfies AnswerTable;
