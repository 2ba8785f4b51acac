/**
 * The public entry of provider-account in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/provider-account/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { ProviderGate } from './ProviderGate';
export { ProviderStatus } from './ProviderStatus';
/** Loaded when it is needed (its own chunk). */
export const loadPauseBanner = () => import('./PauseBanner');
// In a file of its own, so that the start's chunk (which has the rest of this entry) does not carry it.
export { loadWizardStart } from './wizard-start-loader';
