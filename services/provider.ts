import { api, checked } from './api-client';
import { checkedAnswer } from './checked-answer';
import { blank, noItems, none } from './fallbacks';
import { idempotencyHeaders } from './idempotency-header';
import { LIMITS } from './limits';
import { providerSummaryFields } from './provider-summary';
import { ratingShape } from './received-ratings';
import { listOf, nullable, objectOf, oneOf, optional, orElse, pageOf, type Read } from './shape';
import type { components } from './api-schema';
import type { Rating } from './ratings';
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

/**
 * What the provider's own screens read of their profile (GET provider/profile/, spec §7). The spec
 * names the profile's parts (§3: main category, sub-services, description, images, languages, city
 * and covered areas, pause days) but none of its fields: each falls back to "not set yet", which the
 * screens already show for a profile being completed.
 */
export const providerProfileShape = () =>
  objectOf({
    id: optional('number', 'not read'),
    account_type: orElse(oneOf(['personal', 'company']), 'personal', () => 'personal'),
    display_name: orElse('string', 'no name shown', blank),
    main_category: orElse(nullable('number'), 'not chosen yet', none),
    sub_services: orElse(listOf('number'), 'none chosen yet', noItems),
    description: orElse('string', 'no description yet', blank),
    gallery: orElse(listOf('string'), 'no photos yet', noItems),
    languages: orElse(listOf('string'), 'none chosen yet', noItems),
    city: orElse(nullable('number'), 'not chosen yet', none),
    covered_areas: orElse(listOf('number'), 'none chosen yet', noItems),
    paused_until: orElse(nullable('string'), 'not paused', none),
    balance: optional('number', 'no balance line (the balance page asks its own call)'),
    free_offers_left: optional('number', 'no free-offers line'),
  });

/** Designed. The balance page shows the balance: without it there is nothing to show. */
export const balanceShape = () =>
  objectOf({
    balance: 'number',
    offer_cost: orElse('number', `the designed cost (${LIMITS.offerCostJod} JOD)`, () => LIMITS.offerCostJod),
    free_offers_per_day: orElse('number', `spec §9's ${LIMITS.freeOffersPerDay}`, () => LIMITS.freeOffersPerDay),
    free_offers_left: optional(
      'number',
      "no free-offers line, and no cost line before sending (the backend's 402 says)",
    ),
    message: orElse(nullable('string'), 'no message', none),
  });

/** What the public profile reads beyond the provider's summary: each falls back to showing less. */
export const publicProviderShape = () =>
  objectOf({
    ...providerSummaryFields(),
    description: orElse('string', 'no description', blank),
    sub_services: orElse(listOf('number'), 'no services listed', noItems),
    gallery: orElse(listOf('string'), 'no photos', noItems),
    languages: orElse(listOf('string'), 'no languages listed', noItems),
    member_since: optional('string', 'no "member since" line'),
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
