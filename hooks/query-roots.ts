/**
 * The roots of the marketplace's query keys, in a module light enough for the app shell: the
 * notifications socket invalidates them on every event (data itself always comes over REST).
 */
export const REQUESTS_ROOT = ['requests'] as const;
export const OFFERS_ROOT = ['offers'] as const;
