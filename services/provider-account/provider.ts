import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import type { Read } from '@/services/api/shape';
import type { providerProfileShape } from './provider-shapes';

/** Each call's answer shape (./provider-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./provider-shapes');

/** The signed-in provider's own profile (GET provider/profile/, spec §7). */
export type ProviderProfile = Read<components['schemas']['ProviderProfile'], ReturnType<typeof providerProfileShape>>;

export type ProviderProfileInfo = components['schemas']['ProviderProfileInfo'];

export type CreateProviderProfileBody = components['schemas']['CreateProviderProfileBody'];

export type ServicesLocation = components['schemas']['ServicesLocation'];

export async function getProviderProfile(): Promise<ProviderProfile> {
  return shaped(answers, 'profile', api.get<unknown>('provider/profile/'));
}

export async function updateProviderProfileInfo(body: ProviderProfileInfo): Promise<ProviderProfile> {
  const { data } = await api.put<ProviderProfile>('update/provider/profile/info', body);
  return data;
}

export async function createProviderProfile(body: CreateProviderProfileBody, key: string): Promise<ProviderProfile> {
  const { data } = await api.post<ProviderProfile>('create/provider/profile', body, {
    headers: idempotencyHeaders(key),
  });
  return data;
}

/** City and covered areas; once a month (400 "You excced the limit"). */
export async function updateServicesLocation(body: ServicesLocation): Promise<ProviderProfile> {
  const { data } = await api.put<ProviderProfile>('provider/profile/services-location/', body);
  return data;
}

/** Stop receiving job opportunities for a number of days. */
export async function pauseOffers(days: number): Promise<ProviderProfile> {
  const { data } = await api.post<ProviderProfile>('provider/profile/pause/', { days });
  return data;
}

export async function resumeOffers(): Promise<ProviderProfile> {
  const { data } = await api.delete<ProviderProfile>('provider/profile/pause/');
  return data;
}
