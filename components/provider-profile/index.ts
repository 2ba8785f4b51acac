/**
 * The public entry of provider-profile in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/provider-profile/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { ProviderLine } from './ProviderLine';
export { ProviderTabs } from './ProviderTabs';
/** Loaded when it is needed (its own chunk). */
export const loadReportDialog = () => import('./ReportDialog');
