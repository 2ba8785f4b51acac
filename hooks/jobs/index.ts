/**
 * The public entry of jobs in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/jobs/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { useSubmittedOffers } from './use-jobs';
