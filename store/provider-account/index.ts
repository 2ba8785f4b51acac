/**
 * The public entry of provider-account in store/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of store/provider-account/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { hasSignUpAnswers, providerDrafts } from './provider-draft';
/** Loaded when it is needed (its own chunk). */
export const loadProviderDraft = () => import('./provider-draft');
