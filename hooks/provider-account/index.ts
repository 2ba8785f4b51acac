/**
 * The public entry of provider-account in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/provider-account/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { myProviderKeys, myProviderProfileQueryOptions } from './use-my-provider-profile';
export { useResumeOffers } from './use-provider-account';
