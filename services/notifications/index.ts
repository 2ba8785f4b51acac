/**
 * The public entry of notifications in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/notifications/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { REFUSED_CLOSE_CODES } from './notifications-socket';
export type { AppNotification, NotificationKind } from './notifications';
export { DEFAULT_PREFERENCES, PUSH_EVENTS, pushEventOf, shouldPush } from './push-rule';
export type { NotificationPreferences, PushEvent } from './push-rule';
export { inQuietHours, QUIET_TIME_PATTERN } from './quiet-hours';
export { notificationHref } from './notification-target';
