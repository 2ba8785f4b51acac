import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { blank } from './fallbacks';
import { objectOf, oneOf, optional, orElse, pageOf } from './shape';
import type { Rating } from './ratings';
import type { Paginated } from './types';

/*
 * Reading ratings, apart from services/ratings.ts: the sign-up and profile forms reach that file for
 * the criteria (services/validation.ts), and the checks of an answer need not ship with them.
 */

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

/** Ratings the signed-in user received, as a client or as a provider. */
export async function getReceivedRatings(role: 'client' | 'provider', page = 1): Promise<Paginated<Rating>> {
  const { data, status } = await api.get<unknown>('ratings/received/', { params: { role, page } });
  return checkedAnswer('GET ratings/received/', data, pageOf(ratingShape()), status);
}
