import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { readAllPages } from '@/services/api/paging';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type { OfferOutcome } from '@/services/lifecycle/offer';
import type { WorkScope } from '@/services/lifecycle/request';
import type { Offer } from '@/services/offers';
import type { OfferCountFilter, Timing } from '@/services/shared/request-timing';
import type { hiddenJobShape, jobDetailsShape, jobOpportunityShape, scheduledWorkShape } from './job-shapes';

/** Each call's answer shape (./job-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./job-shapes');

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

/** Jobs per page of the feed (a phone screen holds about five; the list is virtual). */
export const JOB_PAGE_SIZE = 50;

export async function getJobOpportunities(filters: JobFilters = {}): Promise<Paginated<JobOpportunity>> {
  const answer = api.get<unknown>('jobs/opportunities/', { params: { ...filters, page_size: JOB_PAGE_SIZE } });
  return shaped(answers, 'opportunities', answer);
}

export async function getJob(id: number): Promise<JobDetails> {
  return shaped(answers, 'job', api.get<unknown>(`jobs/${id}/`));
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
  return shaped(answers, 'hiddenJobs', api.get<unknown>('jobs/hidden/', { params: { page } }));
}

/** The provider's offers, newest first; `outcome` narrows them to one (waiting, hired, …). */
export async function getSubmittedOffers(page = 1, outcome?: OfferOutcome): Promise<Paginated<Offer>> {
  const answer = api.get<unknown>('jobs/submitted-offers/', { params: { page, outcome } });
  return shaped(answers, 'submittedOffers', answer);
}

/** Hired works not completed yet, soonest first, all pages (the agenda and the week / month calendar show every one). */
export function getScheduledWorks(): Promise<ScheduledWork[]> {
  return readAllPages<ScheduledWork>('jobs/scheduled/', answers, 'scheduledWorks');
}

/** Completed works, the latest day first, a page at a time (the list grows with every job done). */
export async function getCompletedWorks(page = 1): Promise<Paginated<ScheduledWork>> {
  const scope: WorkScope = 'completed';
  const answer = api.get<unknown>('jobs/scheduled/', { params: { scope, page } });
  return shaped(answers, 'scheduledWorks', answer);
}
