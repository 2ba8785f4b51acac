import { blank, noItems } from '@/services/api/fallbacks';
import { listOf, objectOf, optional, orElse, type AnswerTable } from '@/services/api/shape';
import { providerSummaryFields } from '@/services/offers';
import { ratingShape } from '@/services/reviews';

/*
 * What anyone's screens read of a provider's public profile (services/api/shape.ts), loaded beside the
 * call (./public-provider.ts, services/api/api-client.ts `shaped`), never in a route's first load.
 */

/** Beyond the provider's summary (services/offers/offer-shapes.ts): each falls back to showing less. */
export const publicProviderShape = () =>
  objectOf({
    ...providerSummaryFields(),
    description: orElse('string', 'no description', blank),
    sub_services: orElse(listOf('number'), 'no services listed', noItems),
    gallery: orElse(listOf('string'), 'no photos', noItems),
    languages: orElse(listOf('string'), 'no languages listed', noItems),
    member_since: optional('string', 'no "member since" line'),
  });

/** The calls whose answers these shapes read, by name (./public-provider.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  provider: { call: 'GET providers/{userId}/', shape: publicProviderShape },
  /** A provider's reviews are ratings (services/reviews/rating-shapes.ts). */
  reviews: { call: 'GET providers/{userId}/reviews/', shape: ratingShape, page: true },
} as const satisfies AnswerTable;
