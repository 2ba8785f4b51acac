/**
 * The public entry of requests in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/requests/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { RequestFacts } from './RequestFacts';
export { RequestHeader } from './RequestHeader';
/** Loaded when it is needed (its own chunk). */
export const loadRequestDialog = () => import('./RequestDialog');
