import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { idempotencyHeaders } from './idempotency-header';
import { OFFER_STATUSES } from './lifecycle/offer';
import { readAllPages } from './paging';
import { providerSummaryFields } from './provider-summary';
import { listOf, nullable, objectOf, oneOf, type Shape } from './shape';
import type { components } from './api-schema';

/** A provider as shown next to an offer or in a list. */
export type ProviderSummary = components['schemas']['ProviderSummary'];

export type Offer = components['schemas']['Offer'];

/** What screens read of a provider next to an offer or in a list. */
const providerSummaryShape = (): Shape => objectOf(providerSummaryFields());

/** What screens read of an offer. */
export const offerShape = (): Shape =>
  objectOf({
    id: 'number',
    request: 'number',
    request_reference: 'string',
    provider: providerSummaryShape(),
    price: 'number',
    details: 'string',
    images: listOf('string'),
    proposed_date: nullable('string'),
    status: oneOf(OFFER_STATUSES),
    rejection_source: nullable('string'),
    whatsapp_number: nullable('string'),
    created_at: 'string',
  } satisfies Record<string, Shape>);

export type SendOfferBody = components['schemas']['SendOfferBody'];

/** Every offer on a request, oldest first, all pages (the comparison and the hire need them all). */
export function getRequestOffers(requestId: number): Promise<Offer[]> {
  return readAllPages<Offer>(`requests/${requestId}/offers/`, 'GET requests/{id}/offers/', offerShape());
}

export async function getOffer(id: number): Promise<Offer> {
  const { data, status } = await api.get<unknown>(`offers/${id}/`);
  return checkedAnswer('GET offers/{id}/', data, offerShape(), status);
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
