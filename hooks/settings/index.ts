/**
 * The public entry of settings in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/settings/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { useProfileRefresh } from './use-account';
export { addressKeys, useAddresses } from './use-addresses';
