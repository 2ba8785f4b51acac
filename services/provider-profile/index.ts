/**
 * The public entry of provider-profile in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/provider-profile/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { getProviderReviews } from './public-provider';
export { ANSWERS as PUBLIC_PROVIDER_ANSWERS, publicProviderShape } from './public-provider-shapes';
export { REPORT_REASONS } from './reports';
export type { Report, ReportReason } from './reports';
