import { blank, none } from '@/services/api/fallbacks';
import { nullable, objectOf, optional, orElse, type AnswerTable } from '@/services/api/shape';
import { offerShape } from '@/services/offers';
import { requestDetailsFields, requestSummaryFields } from '@/services/requests';

/*
 * What the provider's screens read of a job: the request's fields (services/requests/request-shapes.ts)
 * with the provider's own offer (services/offers/offer-shapes.ts) and what helps them decide. Loaded
 * beside the call (./jobs.ts, services/api/api-client.ts `shaped`), never in a route's first load.
 */

/** What the feed reads of an open request. */
export const jobOpportunityShape = () =>
  objectOf({ ...requestSummaryFields(), is_invited: orElse('boolean', 'no "invited" mark', () => false) });

/** What the job's page reads: the request, the provider's own offer, and what helps them decide. */
export const jobDetailsShape = () =>
  objectOf({
    ...requestDetailsFields(),
    my_offer: orElse(nullable(offerShape()), 'no offer sent yet', none),
    // Designed (issue 34): nothing is shown in their place when left out.
    client_phone_verified: optional('boolean', 'no phone line'),
    client_hire_rate: optional(nullable('number'), 'no hire rate (as under 3 requests)'),
  });

export const hiddenJobShape = () =>
  objectOf({
    job: jobOpportunityShape(),
    reason: orElse('string', 'no reason shown', blank),
    hidden_at: optional('string', 'no date'),
  });

/** A scheduled work is placed on the calendar by its day: without it there is nowhere to show it. */
export const scheduledWorkShape = () => objectOf({ job: jobDetailsShape(), scheduled_for: 'string' });

/** The calls whose answers these shapes read, by name (./jobs.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  opportunities: { call: 'GET jobs/opportunities/', shape: jobOpportunityShape, page: true },
  job: { call: 'GET jobs/{id}/', shape: jobDetailsShape },
  hiddenJobs: { call: 'GET jobs/hidden/', shape: hiddenJobShape, page: true },
  /** The provider's own offers, read as the client reads an offer (services/offers/offer-shapes.ts). */
  submittedOffers: { call: 'GET jobs/submitted-offers/', shape: offerShape, page: true },
  scheduledWorks: { call: 'GET jobs/scheduled/', shape: scheduledWorkShape, page: true },
} as const satisfies AnswerTable;
