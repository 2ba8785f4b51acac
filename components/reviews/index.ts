/**
 * The public entry of reviews in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/reviews/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { ProviderReviews } from './ProviderReviews';
export { RatingValue } from './RatingValue';
export { ReviewCard } from './ReviewCard';
/** Loaded when it is needed (its own chunk). */
export const loadRateClientDialog = () => import('./RateClientDialog');
/** Loaded when it is needed (its own chunk). */
export const loadRateProviderDialog = () => import('./RateProviderDialog');
