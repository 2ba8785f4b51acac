import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import { orEmpty } from '@/services/api/lenient-answers';
import { readAllPages } from '@/services/api/paging';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type { RequestScope } from '@/services/lifecycle/request';
import type { ProviderSummary } from '@/services/offers';
import type { createdRequestShape, requestDetailsShape, requestSummaryShape } from './request-shapes';

/** Each call's answer shape (./request-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./request-shapes');

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

export type CreateRequestBody = components['schemas']['CreateRequestBody'];

/** What the sent screen reads of a new request: its id (the link to it) and its reference, each may be missing. */
export type CreatedRequest = Read<
  Pick<components['schemas']['ServiceRequestDetails'], 'id' | 'reference_number'>,
  ReturnType<typeof createdRequestShape>
>;

export async function createRequest(body: CreateRequestBody, key: string): Promise<CreatedRequest> {
  const answer = api.post<unknown>('requests/', body, { headers: idempotencyHeaders(key) });
  return shaped(answers, 'createdRequest', orEmpty(answer));
}

/** The signed-in client's requests: current (open, offers received, provider hired) or previous. */
export async function getMyRequests(scope: RequestScope, page = 1): Promise<Paginated<ServiceRequestSummary>> {
  return shaped(answers, 'myRequests', api.get<unknown>('requests/', { params: { scope, page } }));
}

/** Every one of the client's requests in a scope, all pages: a picker (the invite dialog) offers each. */
export function getAllMyRequests(scope: RequestScope): Promise<ServiceRequestSummary[]> {
  return readAllPages<ServiceRequestSummary>('requests/', answers, 'myRequests', { scope });
}

export async function getRequest(id: number): Promise<ServiceRequestDetails> {
  return shaped(answers, 'request', api.get<unknown>(`requests/${id}/`));
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
