import { roundRating } from '@/services/reviews';
import { averageScore } from '../../rules/reviews/scores';
import { db } from '../../shared/db';
import { clientName, userOf } from '../auth/users';
import { providerName } from '../provider-account/providers';
import { profileOf } from '../provider-account/providers';
import type { SandboxRating } from '../../data/reviews/ratings';
import type { Rating } from '../../data/shared/records';

/** A rating with its rater named (a provider by their business name) and its average. */
export function toRating(rating: SandboxRating): Rating {
  const raterProfile = profileOf(rating.rater);
  return {
    id: rating.id,
    request: rating.request,
    direction: rating.direction,
    rater: {
      id: rating.rater,
      display_name:
        rating.direction === 'provider_to_client' && raterProfile
          ? providerName(raterProfile)
          : clientName(userOf(rating.rater)),
    },
    rated: rating.rated,
    scores: rating.scores,
    average: roundRating(averageScore(rating.scores)),
    experience: rating.experience,
    created_at: rating.created_at,
  };
}

/** The viewer's own rating on a request (either direction: one user is one side of it), null until sent. */
export function myRating(requestId: number, viewerId: number): Rating | null {
  const rating = db.state.market.ratings.find((item) => item.request === requestId && item.rater === viewerId);
  return rating ? toRating(rating) : null;
}
