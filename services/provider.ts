import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import type { Rating } from './ratings';
import type { Paginated } from './types';
import type { components } from './api-schema';

/** The signed-in provider's own profile (GET provider/profile/, spec §7). */
export type ProviderProfile = components['schemas']['ProviderProfile'];

export type ProviderProfileInfo = components['schemas']['ProviderProfileInfo'];

export type CreateProviderProfileBody = components['schemas']['CreateProviderProfileBody'];

export type ServicesLocation = components['schemas']['ServicesLocation'];

export type Balance = components['schemas']['Balance'];

/** What anyone sees of a provider. */
export type PublicProviderProfile = components['schemas']['PublicProviderProfile'];

export async function getProviderProfile(): Promise<ProviderProfile> {
  const { data } = await api.get<ProviderProfile>('provider/profile/');
  return data;
}

export async function updateProviderProfileInfo(body: ProviderProfileInfo): Promise<ProviderProfile> {
  const { data } = await api.put<ProviderProfile>('update/provider/profile/info', body);
  return data;
}

export async function createProviderProfile(body: CreateProviderProfileBody, key: string): Promise<ProviderProfile> {
  const { data } = await api.post<ProviderProfile>('create/provider/profile', body, { headers: idempotencyHeaders(key) });
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
  const { data } = await api.get<Balance>('provider/balance/');
  return data;
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
  const { data } = await api.post<TopUp>('provider/balance/top-up/', { amount, return_url: returnUrl }, { headers: idempotencyHeaders(key) });
  return data;
}

/** Designed: a top-up's outcome, read when the gateway sends the browser back. */
export async function getTopUp(paymentId: string): Promise<TopUp> {
  const { data } = await api.get<TopUp>(`provider/balance/top-up/${encodeURIComponent(paymentId)}/`);
  return data;
}

export async function getPublicProvider(userId: number): Promise<PublicProviderProfile> {
  const { data } = await api.get<PublicProviderProfile>(`providers/${userId}/`);
  return data;
}

export async function getProviderReviews(userId: number, page = 1): Promise<Paginated<Rating>> {
  const { data } = await api.get<Paginated<Rating>>(`providers/${userId}/reviews/`, { params: { page } });
  return data;
}
