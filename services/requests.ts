import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { idempotencyHeaders } from './idempotency-header';
import { REQUEST_STATUSES, type RequestScope } from './lifecycle/request';
import { readAllPages } from './paging';
import { TIMINGS } from './request-timing';
import { listOf, nullable, objectOf, oneOf, pageOf, type Shape } from './shape';
import type { components } from './api-schema';
import type { ProviderSummary } from './offers';
import type { Paginated } from './types';

export type SubServiceRef = components['schemas']['ServiceRequestSummary']['sub_service'];

/** A stated answer, ready to show: the question and the answer in both languages. */
export type AnswerView = components['schemas']['AnswerView'];

/** What anyone involved sees of a request. */
export type ServiceRequestSummary = components['schemas']['ServiceRequestSummary'];

export type RequestClient = components['schemas']['ServiceRequestDetails']['client'];

export type ServiceRequestDetails = components['schemas']['ServiceRequestDetails'];

/** An id and its name in both languages (a city, a neighbourhood, a sub-service). */
export const namedRefShape = (): Shape => objectOf({ id: 'number', name_ar: 'string', name_en: 'string' });

/** What screens read of a request in a list: its card. */
export const requestSummaryFields = () =>
  ({
    id: 'number',
    reference_number: 'string',
    sub_service: objectOf({ id: 'number', name_ar: 'string', name_en: 'string', icon: 'string' }),
    city: namedRefShape(),
    neighborhood: nullable(namedRefShape()),
    timing: oneOf(TIMINGS),
    status: oneOf(REQUEST_STATUSES),
    offers_count: 'number',
    comment: 'string',
    images: listOf('string'),
    created_at: 'string',
  }) as const satisfies Record<string, Shape>;

/** What the request's page reads beyond the card. */
export const requestDetailsFields = () =>
  ({
    ...requestSummaryFields(),
    status_reason: nullable('string'),
    is_owner: 'boolean',
    client: objectOf({ id: 'number', display_name: 'string', phone_number: nullable('string') }),
    address: nullable(objectOf({ id: 'number', name: 'string', city_name_ar: 'string', city_name_en: 'string' })),
    answers: listOf(
      objectOf({
        question: 'number',
        question_ar: 'string',
        question_en: 'string',
        answer_ar: 'string',
        answer_en: 'string',
      }),
    ),
    hired_offer: nullable('number'),
    invited_providers: listOf('number'),
    my_rating: nullable(objectOf({ id: 'number', average: 'number' })),
  }) as const satisfies Record<string, Shape>;

export const requestSummaryShape = (): Shape => objectOf(requestSummaryFields());
export const requestDetailsShape = (): Shape => objectOf(requestDetailsFields());

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
