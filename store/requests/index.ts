/**
 * The public entry of requests in store/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of store/requests/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { requestDrafts } from './request-draft';
