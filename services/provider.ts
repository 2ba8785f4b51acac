import { api, checked } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import { shaped } from './shaped';
import type { components } from './api-schema';
import type { balanceShape, providerProfileShape, publicProviderShape } from './profile-shapes';
import type { Rating } from './ratings';
import type { Read } from './shape';
import type { Paginated } from './types';

/** The signed-in provider's own profile (GET provider/profile/, spec §7). */
export type ProviderProfile = Read<components['schemas']['ProviderProfile'], ReturnType<typeof providerProfileShape>>;

export type ProviderProfileInfo = components['schemas']['ProviderProfileInfo'];

export type CreateProviderProfileBody = components['schemas']['CreateProviderProfileBody'];

export type ServicesLocation = components['schemas']['ServicesLocation'];

export type Balance = Read<components['schemas']['Balance'], ReturnType<typeof balanceShape>>;

/** What anyone sees of a provider. */
export type PublicProviderProfile = Read<
  components['schemas']['PublicProviderProfile'],
  ReturnType<typeof publicProviderShape>
>;

export async function getProviderProfile(): Promise<ProviderProfile> {
  return shaped('GET provider/profile/', 'providerProfile', api.get<unknown>('provider/profile/'));
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

export async function getBalance(): Promise<Balance> {
  return shaped('GET provider/balance/', 'balance', api.get<unknown>('provider/balance/'));
}

/** A top-up's state: pending until the payment page (the gateway) answers. */
export type TopUpStatus = components['schemas']['TopUp']['status'];

/** The gateway has answered: the top-up can no longer be paid, failed or cancelled. */
export function topUpSettled(status: TopUpStatus): boolean {
  return status !== 'pending';
}

export type TopUp = components['schemas']['TopUp'];

/** Designed: start adding balance (5–500 JOD); the browser then goes to `checkout_url`. */
export async function startTopUp(amount: number, returnUrl: string, key: string): Promise<TopUp> {
  return checked(
    'startedTopUp',
    api.post<unknown>(
      'provider/balance/top-up/',
      { amount, return_url: returnUrl },
      { headers: idempotencyHeaders(key) },
    ),
  );
}

/** Designed: a top-up's outcome, read when the gateway sends the browser back. */
export async function getTopUp(paymentId: string): Promise<TopUp> {
  return checked('topUp', api.get<unknown>(`provider/balance/top-up/${encodeURIComponent(paymentId)}/`));
}

export async function getPublicProvider(userId: number): Promise<PublicProviderProfile> {
  return shaped('GET providers/{userId}/', 'publicProvider', api.get<unknown>(`providers/${userId}/`));
}

export async function getProviderReviews(userId: number, page = 1): Promise<Paginated<Rating>> {
  const answer = api.get<unknown>(`providers/${userId}/reviews/`, { params: { page } });
  return shaped('GET providers/{userId}/reviews/', 'rating', answer, true);
}
