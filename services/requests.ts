import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import type { ProviderSummary } from './offers';
import type { RequestScope } from './lifecycle/request';
import { readAllPages } from './paging';
import type { Paginated } from './types';
import type { components } from './api-schema';

export type SubServiceRef = components['schemas']['ServiceRequestSummary']['sub_service'];

/** A stated answer, ready to show: the question and the answer in both languages. */
export type AnswerView = components['schemas']['AnswerView'];

/** What anyone involved sees of a request. */
export type ServiceRequestSummary = components['schemas']['ServiceRequestSummary'];

export type RequestClient = components['schemas']['ServiceRequestDetails']['client'];

export type ServiceRequestDetails = components['schemas']['ServiceRequestDetails'];

export type CreateRequestBody = components['schemas']['CreateRequestBody'];

export async function createRequest(body: CreateRequestBody, key: string): Promise<ServiceRequestDetails> {
  const { data } = await api.post<ServiceRequestDetails>('requests/', body, { headers: idempotencyHeaders(key) });
  return data;
}

/** The signed-in client's requests: current (open, offers received, provider hired) or previous. */
export async function getMyRequests(scope: RequestScope, page = 1): Promise<Paginated<ServiceRequestSummary>> {
  const { data } = await api.get<Paginated<ServiceRequestSummary>>('requests/', { params: { scope, page } });
  return data;
}

/** Every one of the client's requests in a scope, all pages: a picker (the invite dialog) offers each. */
export function getAllMyRequests(scope: RequestScope): Promise<ServiceRequestSummary[]> {
  return readAllPages<ServiceRequestSummary>('requests/', { scope });
}

export async function getRequest(id: number): Promise<ServiceRequestDetails> {
  const { data } = await api.get<ServiceRequestDetails>(`requests/${id}/`);
  return data;
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
