/**
 * The public entry of requests in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/requests/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { requestKeys, useAllMyRequests, useRequest } from './use-requests';
