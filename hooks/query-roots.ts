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

/** What a socket event may have changed. */
export const LIVE_ROOTS = [REQUESTS_ROOT, OFFERS_ROOT, JOBS_ROOT, MY_PROVIDER_ROOT] as const;
