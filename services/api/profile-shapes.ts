import { LIMITS } from '@/services/shared/limits';
import { blank, localizedName, localizedText, noItems, none } from './fallbacks';
import { namedRefShape, providerSummaryFields } from './market-shapes';
import { listOf, nullable, objectOf, oneOf, oneOfOrUnknown, optional, orElse } from './shape';

/*
 * What the screens read of provider profiles, balances, ratings and content (services/api/shape.ts):
 * each field required or optional with its fallback. Loaded with the answer (services/api/read-answer.ts),
 * never in a route's first load.
 */

/**
 * What the provider's own screens read of their profile (GET provider/profile/, spec §7). The spec
 * names the profile's parts (§3: main category, sub-services, description, images, languages, city
 * and covered areas, pause days) but none of its fields: each falls back to "not set yet", which the
 * screens already show for a profile being completed.
 */
export const providerProfileShape = () =>
  objectOf({
    id: optional('number', 'not read'),
    account_type: orElse(oneOf(['personal', 'company']), 'personal', () => 'personal'),
    display_name: orElse('string', 'no name shown', blank),
    main_category: orElse(nullable('number'), 'not chosen yet', none),
    sub_services: orElse(listOf('number'), 'none chosen yet', noItems),
    description: orElse('string', 'no description yet', blank),
    gallery: orElse(listOf('string'), 'no photos yet', noItems),
    languages: orElse(listOf('string'), 'none chosen yet', noItems),
    city: orElse(nullable('number'), 'not chosen yet', none),
    covered_areas: orElse(listOf('number'), 'none chosen yet', noItems),
    paused_until: orElse(nullable('string'), 'not paused', none),
    balance: optional('number', 'no balance line (the balance page asks its own call)'),
    free_offers_left: optional('number', 'no free-offers line'),
  });

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

/** What the public profile reads beyond the provider's summary: each falls back to showing less. */
export const publicProviderShape = () =>
  objectOf({
    ...providerSummaryFields(),
    description: orElse('string', 'no description', blank),
    sub_services: orElse(listOf('number'), 'no services listed', noItems),
    gallery: orElse(listOf('string'), 'no photos', noItems),
    languages: orElse(listOf('string'), 'no languages listed', noItems),
    member_since: optional('string', 'no "member since" line'),
  });

/**
 * What screens read of a rating (the scores are read per criterion, where present). Designed: a
 * review is its score (`average`); the rest falls back to showing less.
 */
export const ratingShape = () =>
  objectOf({
    id: 'number',
    request: optional('number', 'no link to the request'),
    direction: optional(oneOf(['client_to_provider', 'provider_to_client']), 'read from the list it is in'),
    rater: optional(
      objectOf({ id: 'number', display_name: orElse('string', 'no name shown', blank) }),
      'no rater name',
    ),
    scores: orElse(objectOf({}), 'no per-criterion scores', () => ({})),
    average: 'number',
    experience: orElse('string', 'no text', blank),
    created_at: optional('string', 'no date'),
  });

/** Designed: an article needs its id (its page's address); the rest falls back to showing less. */
const articleSummaryFields = () =>
  ({
    id: 'number',
    ...localizedName('title'),
    ...localizedText('summary'),
    cover_image: optional('string', 'no cover picture'),
    reading_minutes: optional('number', 'no reading time'),
    published_at: optional('string', 'no date'),
  }) as const;
export const articleSummaryShape = () => objectOf(articleSummaryFields());
export const articleShape = () => objectOf({ ...articleSummaryFields(), ...localizedText('body') });
export const helpTopicShape = () =>
  objectOf({
    id: 'number',
    ...localizedName('title'),
    audience: orElse(oneOf(['client', 'provider', 'all']), 'everyone', () => 'all'),
    questions: orElse(
      listOf(objectOf({ id: 'number', ...localizedText('question'), ...localizedText('answer') })),
      'no questions',
      noItems,
    ),
  });
export const testimonialShape = () =>
  objectOf({
    id: 'number',
    ...localizedText('name'),
    ...localizedText('quote'),
    ...localizedText('city'),
    role: optional(oneOf(['client', 'provider']), 'no role line'),
    rating: optional('number', 'no stars'),
  });

/** Designed: a sent contact message. A 2xx means it was sent, so nothing is required (no second send). */
export const contactSentShape = () =>
  objectOf({ email: optional('string', 'the thanks names no address ("Our team will get back to you")') });
