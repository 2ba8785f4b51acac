/**
 * The public entry of provider-account in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/provider-account/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { isPaused } from './pause';
export type { ProviderProfile } from './provider';
export { ANSWERS as PROVIDER_ANSWERS, providerProfileShape } from './provider-shapes';
export { isSpokenLanguage, languageName } from './spoken-languages';
