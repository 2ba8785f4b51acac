import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import { readAllPages } from '@/services/api/paging';
import type { Read } from '@/services/api/shape';
import type { offerFunnelShape, offerShape, providerSummaryShape } from './offer-shapes';

/** Each call's answer shape (./offer-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./offer-shapes');

/** A provider as shown next to an offer or in a list. */
export type ProviderSummary = Read<components['schemas']['ProviderSummary'], ReturnType<typeof providerSummaryShape>>;

export type Offer = Read<components['schemas']['Offer'], ReturnType<typeof offerShape>>;

export type SendOfferBody = components['schemas']['SendOfferBody'];

/** Every offer on a request, oldest first, all pages (the comparison and the hire need them all). */
export function getRequestOffers(requestId: number): Promise<Offer[]> {
  return readAllPages<Offer>(`requests/${requestId}/offers/`, answers, 'requestOffers');
}

export async function getOffer(id: number): Promise<Offer> {
  return shaped(answers, 'offer', api.get<unknown>(`offers/${id}/`));
}

/**
 * The client is leaving for WhatsApp on this offer (designed, best effort: docs/api/marketplace.md
 * "Receipts"). 204; a 404 for anyone but the request's owner.
 */
export async function markOfferContacted(id: number): Promise<void> {
  await api.post(`offers/${id}/contacted/`, {});
}

/**
 * A provider answers a request. 400 with `fields.price` outside 10–10,000; 402 "You don't have
 * enough balance" when the day's free offers are used and the balance cannot pay.
 */
export async function sendOffer(requestId: number, body: SendOfferBody, key: string): Promise<Offer> {
  const { data } = await api.post<Offer>(`requests/${requestId}/offers/`, body, { headers: idempotencyHeaders(key) });
  return data;
}

/** The client hires; every other pending offer is rejected by the system. */
export async function hireOffer(id: number): Promise<Offer> {
  const { data } = await api.post<Offer>(`offers/${id}/hire/`, {});
  return data;
}

export async function rejectOffer(id: number, reason?: string): Promise<Offer> {
  const { data } = await api.post<Offer>(`offers/${id}/reject/`, reason === undefined ? {} : { reason });
  return data;
}

export async function withdrawOffer(id: number, reason?: string): Promise<Offer> {
  const { data } = await api.post<Offer>(`offers/${id}/withdraw/`, reason === undefined ? {} : { reason });
  return data;
}

export type OfferFunnel = Read<components['schemas']['OfferFunnel'], ReturnType<typeof offerFunnelShape>>;

/**
 * Designed: the provider's last 30 days, sent → seen → contacted → hired, with the JOD spent and
 * credited back. 403 for anyone but a provider; a backend without it (404) shows no funnel.
 */
export async function getOfferFunnel(): Promise<OfferFunnel> {
  return shaped(answers, 'funnel', api.get<unknown>('jobs/submitted-offers/funnel/'));
}

export type UpdateOfferBody = components['schemas']['UpdateOfferBody'];

/** Designed: change one's own pending offer (price, details, date); no new charge. Screens refetch the offer. */
export async function updateOffer(id: number, body: UpdateOfferBody): Promise<void> {
  await api.patch(`offers/${id}/`, body);
}
