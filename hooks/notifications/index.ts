/**
 * The public entry of notifications in hooks/: what other domains and the frame use (docs/architecture.md
 * "Where each domain lives"). The rest of hooks/notifications/ is the domain's own: lint refuses an import
 * of it from outside (eslint.config.mjs domainZones).
 */
export { useNotificationSettingsOffered } from './use-notification-preferences';
