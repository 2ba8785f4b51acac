/**
 * The public entry of reviews in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/reviews/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { ratingMean, roundRating } from './rating-mean';
export { ANSWERS as RATING_ANSWERS, ratingShape } from './rating-shapes';
export { CLIENT_CRITERIA, PROVIDER_CRITERIA } from './ratings';
export type { ClientCriterion, ProviderCriterion, Rating, RatingDirection } from './ratings';
