/**
 * The public entry of provider-profile in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/provider-profile/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { providerKeys, publicProviderQueryOptions } from './use-providers';
