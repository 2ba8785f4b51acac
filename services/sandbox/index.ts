/**
 * The public entry of sandbox in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/sandbox/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { PAYMENT_OUTCOMES } from './sandbox-payment';
