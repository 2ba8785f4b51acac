import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { blank, none } from './fallbacks';
import { offerShape, type Offer } from './offers';
import { readAllPages } from './paging';
import { requestDetailsFields, requestSummaryFields } from './requests';
import { nullable, objectOf, optional, orElse, pageOf, type Read } from './shape';
import type { components } from './api-schema';
import type { OfferOutcome } from './lifecycle/offer';
import type { WorkScope } from './lifecycle/request';
import type { OfferCountFilter, Timing } from './request-timing';
import type { Paginated } from './types';

/** An open request matching the provider's sub-services and city. */
export type JobOpportunity = Read<components['schemas']['JobOpportunity'], ReturnType<typeof jobOpportunityShape>>;

export type JobDetails = Read<components['schemas']['JobDetails'], ReturnType<typeof jobDetailsShape>>;

export interface JobFilters {
  timing?: Timing;
  /** 3 means "3 or more". */
  offers_count?: OfferCountFilter;
  page?: number;
}

export type ScheduledWork = Read<components['schemas']['ScheduledWork'], ReturnType<typeof scheduledWorkShape>>;

/** What the feed reads of an open request. */
export const jobOpportunityShape = () =>
  objectOf({ ...requestSummaryFields(), is_invited: orElse('boolean', 'no "invited" mark', () => false) });
/** What the job's page reads: the request and the provider's own offer. */
export const jobDetailsShape = () =>
  objectOf({ ...requestDetailsFields(), my_offer: orElse(nullable(offerShape()), 'no offer sent yet', none) });
export const hiddenJobShape = () =>
  objectOf({
    job: jobOpportunityShape(),
    reason: orElse('string', 'no reason shown', blank),
    hidden_at: optional('string', 'no date'),
  });
/** A scheduled work is placed on the calendar by its day: without it there is nowhere to show it. */
export const scheduledWorkShape = () => objectOf({ job: jobDetailsShape(), scheduled_for: 'string' });

/** Jobs per page of the feed (a phone screen holds about five; the list is virtual). */
export const JOB_PAGE_SIZE = 50;

export async function getJobOpportunities(filters: JobFilters = {}): Promise<Paginated<JobOpportunity>> {
  const { data, status } = await api.get<unknown>('jobs/opportunities/', {
    params: { ...filters, page_size: JOB_PAGE_SIZE },
  });
  return checkedAnswer('GET jobs/opportunities/', data, pageOf(jobOpportunityShape()), status);
}

export async function getJob(id: number): Promise<JobDetails> {
  const { data, status } = await api.get<unknown>(`jobs/${id}/`);
  return checkedAnswer('GET jobs/{id}/', data, jobDetailsShape(), status);
}

/** Hide a job from the opportunities (it can be shown again). */
export async function hideJob(id: number, reason: string): Promise<void> {
  await api.post(`jobs/${id}/hide/`, { reason });
}

export async function unhideJob(id: number): Promise<void> {
  await api.delete(`jobs/${id}/hide/`);
}

/** Remove a job from the opportunities for good. */
export async function deleteJob(id: number, reason: string): Promise<void> {
  await api.post(`jobs/${id}/delete/`, { reason });
}

/** A job the provider hid, with the reason they gave (designed: `GET jobs/hidden/`). */
export type HiddenJob = Read<components['schemas']['HiddenJob'], ReturnType<typeof hiddenJobShape>>;

/** The jobs the provider hid (not deleted), most recently hidden first; each may be shown again. */
export async function getHiddenJobs(page = 1): Promise<Paginated<HiddenJob>> {
  const { data, status } = await api.get<unknown>('jobs/hidden/', { params: { page } });
  return checkedAnswer('GET jobs/hidden/', data, pageOf(hiddenJobShape()), status);
}

/** The provider's offers, newest first; `outcome` narrows them to one (waiting, hired, …). */
export async function getSubmittedOffers(page = 1, outcome?: OfferOutcome): Promise<Paginated<Offer>> {
  const { data, status } = await api.get<unknown>('jobs/submitted-offers/', { params: { page, outcome } });
  return checkedAnswer('GET jobs/submitted-offers/', data, pageOf(offerShape()), status);
}

/** Hired works not completed yet, soonest first, all pages (the agenda and the week / month calendar show every one). */
export function getScheduledWorks(): Promise<ScheduledWork[]> {
  return readAllPages<ScheduledWork>('jobs/scheduled/', 'GET jobs/scheduled/', scheduledWorkShape());
}

/** Completed works, the latest day first, a page at a time (the list grows with every job done). */
export async function getCompletedWorks(page = 1): Promise<Paginated<ScheduledWork>> {
  const scope: WorkScope = 'completed';
  const { data, status } = await api.get<unknown>('jobs/scheduled/', { params: { scope, page } });
  return checkedAnswer('GET jobs/scheduled/', data, pageOf(scheduledWorkShape()), status);
}
