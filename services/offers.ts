import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { blank, noItems, none } from './fallbacks';
import { idempotencyHeaders } from './idempotency-header';
import { OFFER_STATUSES } from './lifecycle/offer';
import { readAllPages } from './paging';
import { providerSummaryFields } from './provider-summary';
import { listOf, nullable, objectOf, oneOfOrUnknown, optional, orElse, type Read } from './shape';
import type { components } from './api-schema';

/** A provider as shown next to an offer or in a list. */
export type ProviderSummary = Read<components['schemas']['ProviderSummary'], ReturnType<typeof providerSummaryShape>>;

export type Offer = Read<components['schemas']['Offer'], ReturnType<typeof offerShape>>;

/** What screens read of a provider next to an offer or in a list. */
const providerSummaryShape = () => objectOf(providerSummaryFields());

/**
 * What screens read of an offer. Designed: required are its id, its request, its provider (the
 * client hires, contacts and reports by them), its price (what is compared and hired) and its status
 * (what each party may do; an unknown one shows as a neutral label with no actions).
 */
export const offerShape = () =>
  objectOf({
    id: 'number',
    request: 'number',
    request_reference: orElse('string', "the request's id", (owner) => String(owner.request)),
    provider: providerSummaryShape(),
    price: 'number',
    details: orElse('string', 'no details', blank),
    images: orElse(listOf('string'), 'no photos', noItems),
    proposed_date: orElse(nullable('string'), 'no proposed date', none),
    status: oneOfOrUnknown(OFFER_STATUSES, 'a neutral "status unknown" label, no actions'),
    rejection_source: orElse(nullable('string'), 'no "turned down by" line', none),
    rejection_reason: orElse(nullable('string'), 'no reason shown', none),
    whatsapp_number: orElse(nullable('string'), 'no WhatsApp button', none),
    created_at: optional('string', 'no date (listed as sent)'),
  });

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
