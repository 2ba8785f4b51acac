import { api } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import type { Read } from '@/services/api/shape';
import { ratingMean } from './rating-mean';
import type { ratingShape } from './rating-shapes';

/** What a provider rates a client on (spec §3). */
export const CLIENT_CRITERIA = ['payment_timing', 'respect_and_professionalism', 'clarity_of_requirements'] as const;

/** What a client rates a provider on (spec §3). */
export const PROVIDER_CRITERIA = [
  'overall_quality',
  'communication',
  'punctuality',
  'professionalism',
  'meeting_expectations',
  'worth_the_cost',
  'work_quality',
  'cleanliness',
] as const;

export type ClientCriterion = (typeof CLIENT_CRITERIA)[number];
export type ProviderCriterion = (typeof PROVIDER_CRITERIA)[number];

export type RatingDirection = 'client_to_provider' | 'provider_to_client';

export type Rating = Omit<Read<components['schemas']['Rating'], ReturnType<typeof ratingShape>>, 'scores'> & {
  scores: Partial<Record<ClientCriterion | ProviderCriterion, number>>;
};

export type RateProviderBody = Record<ProviderCriterion, number> & { experience: string };
export type RateClientBody = Record<ClientCriterion, number> & { experience: string };

/** The request's owner rates the hired provider (once, after hiring). */
export async function rateProvider(requestId: number, body: RateProviderBody, key: string): Promise<Rating> {
  const { data } = await api.post<Rating>(`requests/${requestId}/rate-provider/`, body, {
    headers: idempotencyHeaders(key),
  });
  return data;
}

/** The hired provider rates the client (once, after hiring). */
export async function rateClient(requestId: number, body: RateClientBody, key: string): Promise<Rating> {
  const { data } = await api.post<Rating>(`jobs/${requestId}/rate-client/`, body, { headers: idempotencyHeaders(key) });
  return data;
}

/** Each criterion's mean over `ratings` (one decimal), null where none scored it: a profile's breakdown. */
export function criteriaAverages<C extends ClientCriterion | ProviderCriterion>(
  ratings: readonly Pick<Rating, 'scores'>[],
  criteria: readonly C[],
): Record<C, number | null> {
  const averages = {} as Record<C, number | null>;
  for (const criterion of criteria) {
    const scores = ratings
      .map((rating) => rating.scores[criterion])
      .filter((score): score is number => typeof score === 'number');
    averages[criterion] = ratingMean(scores);
  }
  return averages;
}
