import { api } from './api-client';
import type { Offer } from './offers';
import type { OfferCountFilter, Timing } from './request-timing';
import type { ServiceRequestDetails, ServiceRequestSummary } from './requests';
import type { Paginated } from './types';

/** An open request matching the provider's sub-services and city. */
export interface JobOpportunity extends ServiceRequestSummary {
  /** The client invited this provider. */
  is_invited: boolean;
}

export interface JobDetails extends ServiceRequestDetails {
  /** The signed-in provider's offer on it, if any. */
  my_offer: Offer | null;
}

export interface JobFilters {
  timing?: Timing;
  /** 3 means "3 or more". */
  offers_count?: OfferCountFilter;
  page?: number;
}

export interface ScheduledWork {
  job: JobDetails;
  /** YYYY-MM-DD: the offer's proposed date, else the day of hiring. */
  scheduled_for: string;
}

export async function getJobOpportunities(filters: JobFilters = {}): Promise<Paginated<JobOpportunity>> {
  const { data } = await api.get<Paginated<JobOpportunity>>('jobs/opportunities/', { params: filters });
  return data;
}

export async function getJob(id: number): Promise<JobDetails> {
  const { data } = await api.get<JobDetails>(`jobs/${id}/`);
  return data;
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

export async function getSubmittedOffers(page = 1): Promise<Paginated<Offer>> {
  const { data } = await api.get<Paginated<Offer>>('jobs/submitted-offers/', { params: { page } });
  return data;
}

/** Hired jobs, soonest first. */
export async function getScheduledWorks(): Promise<Paginated<ScheduledWork>> {
  const { data } = await api.get<Paginated<ScheduledWork>>('jobs/scheduled/');
  return data;
}
