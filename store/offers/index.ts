/**
 * The public entry of offers in store/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of store/offers/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { offerDrafts } from './offer-draft';
