/** What a request asks for and how jobs are filtered. Its states and transitions live in services/lifecycle/. */

/** When the client wants the work done (spec §9): urgent means within 2 days. */
export const TIMINGS = ['urgent', 'within_two_weeks', 'after_two_weeks', 'planning'] as const;

export type Timing = (typeof TIMINGS)[number];

/** Job-opportunity filter by how many offers a request already has (spec §9); 3 means "3 or more". */
export const OFFER_COUNT_FILTERS = [0, 1, 2, 3] as const;

export type OfferCountFilter = (typeof OFFER_COUNT_FILTERS)[number];
