import { blank } from '@/services/api/fallbacks';
import { objectOf, oneOf, optional, orElse, type AnswerTable } from '@/services/api/shape';

/*
 * What the screens read of a rating (services/api/shape.ts), loaded beside the call
 * (./received-ratings.ts, services/provider-profile/public-provider.ts; services/api/api-client.ts `shaped`), never
 * in a route's first load.
 */

/**
 * The scores are read per criterion, where present. Designed: a review is its score (`average`); the
 * rest falls back to showing less.
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

/** The calls whose answers these shapes read, by name (./received-ratings.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  received: { call: 'GET ratings/received/', shape: ratingShape, page: true },
} as const satisfies AnswerTable;
