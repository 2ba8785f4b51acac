import { api } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { publicProviderShape } from '@/services/api/profile-shapes';
import type { Read } from '@/services/api/shape';
import { shaped } from '@/services/api/shaped';
import type { Paginated } from '@/services/api/types';
import type { Rating } from '@/services/reviews';

/** What anyone sees of a provider. */

export type PublicProviderProfile = Read<
  components['schemas']['PublicProviderProfile'],
  ReturnType<typeof publicProviderShape>
>;
export async function getPublicProvider(userId: number): Promise<PublicProviderProfile> {
  return shaped('GET providers/{userId}/', 'publicProvider', api.get<unknown>(`providers/${userId}/`));
}
export async function getProviderReviews(userId: number, page = 1): Promise<Paginated<Rating>> {
  const answer = api.get<unknown>(`providers/${userId}/reviews/`, { params: { page } });
  return shaped('GET providers/{userId}/reviews/', 'rating', answer, true);
}
