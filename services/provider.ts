import { api, checked } from './api-client';
import { checkedAnswer } from './checked-answer';
import { idempotencyHeaders } from './idempotency-header';
import { providerSummaryFields } from './provider-summary';
import { ratingShape } from './received-ratings';
import { listOf, nullable, objectOf, pageOf, type Shape } from './shape';
import type { components } from './api-schema';
import type { Rating } from './ratings';
import type { Paginated } from './types';

/** The signed-in provider's own profile (GET provider/profile/, spec §7). */
export type ProviderProfile = components['schemas']['ProviderProfile'];

export type ProviderProfileInfo = components['schemas']['ProviderProfileInfo'];

export type CreateProviderProfileBody = components['schemas']['CreateProviderProfileBody'];

export type ServicesLocation = components['schemas']['ServicesLocation'];

export type Balance = components['schemas']['Balance'];

/** What anyone sees of a provider. */
export type PublicProviderProfile = components['schemas']['PublicProviderProfile'];

/** What the provider's own screens read of their profile. */
export const providerProfileShape = (): Shape =>
  objectOf({
    id: 'number',
    account_type: 'string',
    display_name: 'string',
    main_category: nullable('number'),
    sub_services: listOf('number'),
    description: 'string',
    gallery: listOf('string'),
    languages: listOf('string'),
    city: nullable('number'),
    covered_areas: listOf('number'),
    paused_until: nullable('string'),
    balance: 'number',
    free_offers_left: 'number',
  });

export const balanceShape = (): Shape =>
  objectOf({
    balance: 'number',
    offer_cost: 'number',
    free_offers_per_day: 'number',
    free_offers_left: 'number',
    message: nullable('string'),
  });

/** What the public profile reads beyond the provider's summary. */
export const publicProviderShape = (): Shape =>
  objectOf({
    ...providerSummaryFields(),
    description: 'string',
    sub_services: listOf('number'),
    gallery: listOf('string'),
    languages: listOf('string'),
    member_since: 'string',
  });

export async function getProviderProfile(): Promise<ProviderProfile> {
  const { data, status } = await api.get<unknown>('provider/profile/');
  return checkedAnswer('GET provider/profile/', data, providerProfileShape(), status);
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
  const { data, status } = await api.get<unknown>('provider/balance/');
  return checkedAnswer('GET provider/balance/', data, balanceShape(), status);
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
  const { data, status } = await api.get<unknown>(`providers/${userId}/`);
  return checkedAnswer('GET providers/{userId}/', data, publicProviderShape(), status);
}

export async function getProviderReviews(userId: number, page = 1): Promise<Paginated<Rating>> {
  const { data, status } = await api.get<unknown>(`providers/${userId}/reviews/`, { params: { page } });
  return checkedAnswer('GET providers/{userId}/reviews/', data, pageOf(ratingShape()), status);
}
