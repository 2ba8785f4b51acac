import { api } from './api-client';
import { DRAWN_ICONS } from './catalogue-icons';
import { checkedAnswer } from './checked-answer';
import { blank, localizedName, localizedText, noItems, none } from './fallbacks';
import { idempotencyHeaders } from './idempotency-header';
import { REQUEST_STATUSES, type RequestScope } from './lifecycle/request';
import { readAllPages } from './paging';
import { TIMINGS } from './request-timing';
import { listOf, nullable, objectOf, oneOf, oneOfOrUnknown, optional, orElse, pageOf, type Read } from './shape';
import type { components } from './api-schema';
import type { ProviderSummary } from './offers';
import type { Paginated } from './types';

export type SubServiceRef = ServiceRequestSummary['sub_service'];

/** A stated answer, ready to show: the question and the answer in both languages. */
export type AnswerView = ServiceRequestDetails['answers'][number];

/** What anyone involved sees of a request. */
export type ServiceRequestSummary = Read<
  components['schemas']['ServiceRequestSummary'],
  ReturnType<typeof requestSummaryShape>
>;

export type RequestClient = NonNullable<ServiceRequestDetails['client']>;

export type ServiceRequestDetails = Read<
  components['schemas']['ServiceRequestDetails'],
  ReturnType<typeof requestDetailsShape>
>;

/** An id and its name in both languages (a city, a neighbourhood, a sub-service). */
export const namedRefShape = () => objectOf({ id: 'number', ...localizedName('name') });

/**
 * What screens read of a request in a list: its card. Designed: required are its id, what it is for
 * (the sub-service: the card's title, and the offer form asks its questions) and its status (what
 * each party may do); an unknown status shows as a neutral label with no actions (services/lifecycle/).
 */
export const requestSummaryFields = () =>
  ({
    id: 'number',
    reference_number: orElse('string', 'its id', (owner) => String(owner.id)),
    sub_service: objectOf({
      id: 'number',
      ...localizedName('name'),
      icon: optional(oneOfOrUnknown(DRAWN_ICONS, 'the generic glyph'), 'the generic glyph'),
    }),
    city: orElse(nullable(namedRefShape()), 'no place line', none),
    neighborhood: orElse(nullable(namedRefShape()), 'the city alone', none),
    timing: optional(oneOf(TIMINGS), 'no timing line (an unknown timing too)'),
    status: oneOfOrUnknown(REQUEST_STATUSES, 'a neutral "status unknown" label, no actions'),
    offers_count: optional('number', 'no offers count'),
    comment: orElse('string', 'no comment', blank),
    images: orElse(listOf('string'), 'no photos', noItems),
    created_at: optional('string', 'no date'),
  }) as const;

/** What the request's page reads beyond the card: each falls back to showing less. */
export const requestDetailsFields = () =>
  ({
    ...requestSummaryFields(),
    status_reason: orElse(nullable('string'), 'no reason shown', none),
    is_owner: optional('boolean', "the client's own (the backend refuses what is not)"),
    client: optional(
      objectOf({
        id: 'number',
        display_name: orElse('string', 'no name shown', blank),
        phone_number: orElse(nullable('string'), 'no call button', none),
      }),
      'no client line, no call or chat',
    ),
    address: orElse(
      nullable(
        objectOf({
          id: 'number',
          name: orElse('string', 'no name', blank),
          ...localizedText('city_name'),
          ...localizedText('neighborhood_name'),
        }),
      ),
      'no address',
      none,
    ),
    answers: orElse(
      listOf(objectOf({ question: 'number', ...localizedText('question'), ...localizedText('answer') })),
      'no answers listed',
      noItems,
    ),
    hired_offer: orElse(nullable('number'), 'read from the offers', none),
    invited_providers: orElse(listOf('number'), 'none marked invited', noItems),
    my_rating: orElse(
      nullable(objectOf({ id: 'number', average: 'number' })),
      'not rated yet (the backend refuses a second rating)',
      none,
    ),
  }) as const;

export const requestSummaryShape = () => objectOf(requestSummaryFields());
export const requestDetailsShape = () => objectOf(requestDetailsFields());

export type CreateRequestBody = components['schemas']['CreateRequestBody'];

export async function createRequest(body: CreateRequestBody, key: string): Promise<ServiceRequestDetails> {
  const { data } = await api.post<ServiceRequestDetails>('requests/', body, { headers: idempotencyHeaders(key) });
  return data;
}

/** The signed-in client's requests: current (open, offers received, provider hired) or previous. */
export async function getMyRequests(scope: RequestScope, page = 1): Promise<Paginated<ServiceRequestSummary>> {
  const { data, status } = await api.get<unknown>('requests/', { params: { scope, page } });
  return checkedAnswer('GET requests/', data, pageOf(requestSummaryShape()), status);
}

/** Every one of the client's requests in a scope, all pages: a picker (the invite dialog) offers each. */
export function getAllMyRequests(scope: RequestScope): Promise<ServiceRequestSummary[]> {
  return readAllPages<ServiceRequestSummary>('requests/', 'GET requests/', requestSummaryShape(), { scope });
}

export async function getRequest(id: number): Promise<ServiceRequestDetails> {
  const { data, status } = await api.get<unknown>(`requests/${id}/`);
  return checkedAnswer('GET requests/{id}/', data, requestDetailsShape(), status);
}

/** The client no longer needs the service (open or offers received only). */
export async function cancelRequest(id: number, reason: string): Promise<ServiceRequestDetails> {
  const { data } = await api.post<ServiceRequestDetails>(`requests/${id}/cancel/`, { reason });
  return data;
}

/** The client stops taking offers, e.g. the job was done elsewhere (open or offers received only). */
export async function closeRequest(id: number, reason: string): Promise<ServiceRequestDetails> {
  const { data } = await api.post<ServiceRequestDetails>(`requests/${id}/close/`, { reason });
  return data;
}

/** The hired job is done (the owner or the hired provider). */
export async function completeRequest(id: number): Promise<ServiceRequestDetails> {
  const { data } = await api.post<ServiceRequestDetails>(`requests/${id}/complete/`, {});
  return data;
}

/** Providers who offer the request's sub-service in its city, to invite. */
export async function getSuggestedProviders(id: number): Promise<ProviderSummary[]> {
  const { data } = await api.get<Paginated<ProviderSummary>>(`requests/${id}/providers/`);
  return data.results;
}

/** Ask a provider to send an offer; the provider is notified. */
export async function inviteProvider(id: number, provider: number): Promise<ServiceRequestDetails> {
  const { data } = await api.post<ServiceRequestDetails>(`requests/${id}/invite/`, { provider });
  return data;
}
