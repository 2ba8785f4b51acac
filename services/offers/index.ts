/**
 * The public entry of offers in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/offers/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { freeOffersLeft, spendFreeOffer } from './free-offers';
export { chargeForOffer } from './offer-charge';
export { funnelOf } from './offer-funnel';
export { ANSWERS as OFFER_ANSWERS, offerFunnelShape, offerShape, providerSummaryFields } from './offer-shapes';
export type { Offer, ProviderSummary } from './offers';
