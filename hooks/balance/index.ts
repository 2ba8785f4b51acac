/**
 * The public entry of balance in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/balance/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { useBalance, useReadBalance } from './use-balance';
