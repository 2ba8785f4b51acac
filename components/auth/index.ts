/**
 * The public entry of auth in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/auth/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { OtpStep } from './OtpStep';
export { ProviderChecklist } from './ProviderChecklist';
