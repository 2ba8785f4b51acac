/**
 * The public entry of notifications in components/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of components/notifications/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { NotificationBell } from './NotificationBell';
export { PushOptInSlot } from './push-gate';
