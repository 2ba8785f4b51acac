import { api, shaped } from '@/services/api/api-client';
import type { Paginated } from '@/services/api/types';
import type { Rating } from './ratings';

/** Each call's answer shape (./rating-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./rating-shapes');

/*
 * Reading ratings, apart from services/reviews/ratings.ts: the sign-up and profile forms reach that file for
 * the criteria (./rating-forms.ts), and the checks of an answer need not ship with them.
 */

/** Ratings the signed-in user received, as a client or as a provider. */
export async function getReceivedRatings(role: 'client' | 'provider', page = 1): Promise<Paginated<Rating>> {
  const answer = api.get<unknown>('ratings/received/', { params: { role, page } });
  return shaped(answers, 'received', answer);
}
