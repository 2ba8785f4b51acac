/**
 * The client's hire rate as a provider sees it on a job (designed field `client_hire_rate`,
 * docs/api/marketplace.md "Deciding on a job"): the percent of the client's requests that hired a
 * provider, rounded to a whole percent; null under {@link HIRE_RATE_MIN_REQUESTS} requests, where a
 * percent would say more than it knows. The sandbox computes it; screens show it only when a number.
 */
export const HIRE_RATE_MIN_REQUESTS = 3;

export function hireRate({ requests, hired }: { requests: number; hired: number }): number | null {
  if (!Number.isFinite(requests) || !Number.isFinite(hired) || requests < HIRE_RATE_MIN_REQUESTS) return null;
  const share = Math.min(Math.max(hired, 0), requests) / requests;
  return Math.round(share * 100);
}

/** The rate a screen may show: a whole percent from 0 to 100, else nothing (an unknown value degrades). */
export function shownHireRate(rate: number | null | undefined): number | null {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 100 ? Math.round(rate) : null;
}
