import { DRAWN_ICONS } from '@/services/catalogue';
import { OFFER_STATUSES } from '@/services/lifecycle/offer';
import { REQUEST_STATUSES } from '@/services/lifecycle/request';
import { LIMITS } from '@/services/shared/limits';
import { TIMINGS } from '@/services/shared/request-timing';
import { blank, localizedName, localizedText, noItems, none, zero } from './fallbacks';
import { listOf, nullable, objectOf, oneOf, oneOfOrUnknown, optional, orElse } from './shape';

/*
 * What the marketplace's screens read of requests, offers and jobs (services/api/shape.ts): each field
 * required or optional with its fallback. Loaded with the answer (services/api/read-answer.ts), never in
 * a route's first load: the types in services/requests/requests.ts, offers.ts and jobs.ts are read from here.
 */

/** An id and its name in both languages (a city, a neighbourhood, a sub-service). */
export const namedRefShape = () => objectOf({ id: 'number', ...localizedName('name') });

/**
 * What screens read of a request in a list: its card. Designed: required are its id, what it is for
 * (the sub-service: the card's title, and the offer form asks its questions) and its status (what
 * each party may do); an unknown status shows as a neutral label with no actions (services/lifecycle/).
 */
export const requestSummaryFields = () =>
  ({
    id: 'number',
    reference_number: orElse('string', 'its id', (owner) => String(owner.id)),
    sub_service: objectOf({
      id: 'number',
      ...localizedName('name'),
      icon: optional(oneOfOrUnknown(DRAWN_ICONS, 'the generic glyph'), 'the generic glyph'),
    }),
    city: orElse(nullable(namedRefShape()), 'no place line', none),
    neighborhood: orElse(nullable(namedRefShape()), 'the city alone', none),
    timing: optional(oneOf(TIMINGS), 'no timing line (an unknown timing too)'),
    status: oneOfOrUnknown(REQUEST_STATUSES, 'a neutral "status unknown" label, no actions'),
    offers_count: optional('number', 'no offers count'),
    comment: orElse('string', 'no comment', blank),
    images: orElse(listOf('string'), 'no photos', noItems),
    created_at: optional('string', 'no date'),
  }) as const;

/** What the request's page reads beyond the card: each falls back to showing less. */
export const requestDetailsFields = () =>
  ({
    ...requestSummaryFields(),
    status_reason: orElse(nullable('string'), 'no reason shown', none),
    is_owner: optional('boolean', "the client's own (the backend refuses what is not)"),
    client: optional(
      objectOf({
        id: 'number',
        display_name: orElse('string', 'no name shown', blank),
        phone_number: orElse(nullable('string'), 'no call button', none),
      }),
      'no client line, no call or chat',
    ),
    address: orElse(
      nullable(
        objectOf({
          id: 'number',
          name: orElse('string', 'no name', blank),
          ...localizedText('city_name'),
          ...localizedText('neighborhood_name'),
        }),
      ),
      'no address',
      none,
    ),
    answers: orElse(
      listOf(objectOf({ question: 'number', ...localizedText('question'), ...localizedText('answer') })),
      'no answers listed',
      noItems,
    ),
    hired_offer: orElse(nullable('number'), 'read from the offers', none),
    invited_providers: orElse(listOf('number'), 'none marked invited', noItems),
    my_rating: orElse(
      nullable(objectOf({ id: 'number', average: 'number' })),
      'not rated yet (the backend refuses a second rating)',
      none,
    ),
  }) as const;

export const requestSummaryShape = () => objectOf(requestSummaryFields());

/**
 * Designed: the answer to a sent request. A 2xx means the request exists, so nothing in the answer is
 * required: an error here would invite a second send, and a second request where the backend does
 * not honour Idempotency-Key. The sent screen shows less instead.
 */
export const createdRequestShape = () =>
  objectOf({
    id: optional('number', 'a link to My requests instead of to the request'),
    reference_number: optional('string', 'its id, else no reference line', (owner) =>
      typeof owner.id === 'number' ? String(owner.id) : undefined,
    ),
  });
export const requestDetailsShape = () => objectOf(requestDetailsFields());

/**
 * What screens read of a provider next to an offer, in a list or on the public profile
 * (services/offers/offers.ts, services/provider-account/provider.ts). Designed: the id is required (the profile link, the
 * invite and the report name the provider by it); the rest falls back.
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

/** What the feed reads of an open request. */
export const jobOpportunityShape = () =>
  objectOf({ ...requestSummaryFields(), is_invited: orElse('boolean', 'no "invited" mark', () => false) });
/** What the job's page reads: the request, the provider's own offer, and what helps them decide. */
export const jobDetailsShape = () =>
  objectOf({
    ...requestDetailsFields(),
    my_offer: orElse(nullable(offerShape()), 'no offer sent yet', none),
    // Designed (issue 34): nothing is shown in their place when left out.
    client_phone_verified: optional('boolean', 'no phone line'),
    client_hire_rate: optional(nullable('number'), 'no hire rate (as under 3 requests)'),
  });
export const hiddenJobShape = () =>
  objectOf({
    job: jobOpportunityShape(),
    reason: orElse('string', 'no reason shown', blank),
    hidden_at: optional('string', 'no date'),
  });
/** A scheduled work is placed on the calendar by its day: without it there is nowhere to show it. */
export const scheduledWorkShape = () => objectOf({ job: jobDetailsShape(), scheduled_for: 'string' });

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
