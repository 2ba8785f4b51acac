/**
 * The public entry of auth in hooks/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of hooks/auth/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { profileKey, profileQueryOptions, useCurrentUser } from './use-profile';
export { useSignedInOnly } from './use-signed-in-only';
