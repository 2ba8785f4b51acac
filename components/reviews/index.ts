/**
 * The public entry of reviews in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/reviews/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { ProviderReviews } from './ProviderReviews';
export { RatingValue } from './RatingValue';
export { RatingSent, ReviewCard } from './ReviewCard';
/** The rating dialog of either side (`rated`), loaded when it is needed (its own chunk). */
export const loadRateDialog = () => import('./RateDialog');
