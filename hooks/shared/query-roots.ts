/**
 * The roots of the marketplace's query keys, in a module light enough for the app shell: the
 * notifications socket invalidates them on every event (data itself always comes over REST).
 */
export const REQUESTS_ROOT = ['requests'] as const;
export const OFFERS_ROOT = ['offers'] as const;
/** The provider's side: the job feed, a job, submitted offers, the schedule. */
export const JOBS_ROOT = ['jobs'] as const;
/** The signed-in provider's own profile and balance. */
export const MY_PROVIDER_ROOT = ['my-provider'] as const;

/** What a change to a request or an offer may have changed: the lists, the details, the offers. */
export const MARKET_ROOTS = [REQUESTS_ROOT, OFFERS_ROOT] as const;
/** What a socket event, or a job or an offer the provider changed, may have changed (a paid offer moves the balance). */
export const LIVE_ROOTS = [...MARKET_ROOTS, JOBS_ROOT, MY_PROVIDER_ROOT] as const;
