import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { objectOf, oneOf, pageOf, type Shape } from './shape';
import type { Rating } from './ratings';
import type { Paginated } from './types';

/*
 * Reading ratings, apart from services/ratings.ts: the sign-up and profile forms reach that file for
 * the criteria (services/validation.ts), and the checks of an answer need not ship with them.
 */

/** What screens read of a rating (the scores are read per criterion, where present). */
export const ratingShape = (): Shape =>
  objectOf({
    id: 'number',
    request: 'number',
    direction: oneOf(['client_to_provider', 'provider_to_client']),
    rater: objectOf({ id: 'number', display_name: 'string' }),
    scores: objectOf({}),
    average: 'number',
    experience: 'string',
    created_at: 'string',
  });

/** Ratings the signed-in user received, as a client or as a provider. */
export async function getReceivedRatings(role: 'client' | 'provider', page = 1): Promise<Paginated<Rating>> {
  const { data, status } = await api.get<unknown>('ratings/received/', { params: { role, page } });
  return checkedAnswer('GET ratings/received/', data, pageOf(ratingShape()), status);
}
