/**
 * The public entry of auth in store/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of store/auth/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { logout } from './logout';
export { dropSession, expireSession, onSessionEnd } from './session';
/** Loaded when it is needed (each its own chunk: not every route has drafts). */
export const loadOtherTabs = () => import('./other-tabs');
export const loadDraftClaim = () => import('./drafts');
