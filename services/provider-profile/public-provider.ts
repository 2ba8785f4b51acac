import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type { Rating } from '@/services/reviews';
import type { publicProviderShape } from './public-provider-shapes';

/** Each call's answer shape (./public-provider-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./public-provider-shapes');

/** What anyone sees of a provider. */

export type PublicProviderProfile = Read<
  components['schemas']['PublicProviderProfile'],
  ReturnType<typeof publicProviderShape>
>;
export async function getPublicProvider(userId: number): Promise<PublicProviderProfile> {
  return shaped(answers, 'provider', api.get<unknown>(`providers/${userId}/`));
}
export async function getProviderReviews(userId: number, page = 1): Promise<Paginated<Rating>> {
  const answer = api.get<unknown>(`providers/${userId}/reviews/`, { params: { page } });
  return shaped(answers, 'reviews', answer);
}
