import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import { readAllPages } from './paging';
import type { components } from './api-schema';

/** A provider as shown next to an offer or in a list. */
export type ProviderSummary = components['schemas']['ProviderSummary'];

export type Offer = components['schemas']['Offer'];

export type SendOfferBody = components['schemas']['SendOfferBody'];

/** Every offer on a request, oldest first, all pages (the comparison and the hire need them all). */
export function getRequestOffers(requestId: number): Promise<Offer[]> {
  return readAllPages<Offer>(`requests/${requestId}/offers/`);
}

export async function getOffer(id: number): Promise<Offer> {
  const { data } = await api.get<Offer>(`offers/${id}/`);
  return data;
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
