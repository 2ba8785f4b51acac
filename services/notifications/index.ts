/**
 * The public entry of notifications in services/: what other domains, the frame and the sandbox use
 * (docs/architecture.md "Where each domain lives"). The rest of services/notifications/ is the domain's own:
 * lint refuses an import of it from outside (eslint.config.mjs domainZones).
 */
export { REFUSED_CLOSE_CODES } from './notifications-socket';
export type { AppNotification } from './notifications';
export {
  ANSWERS as NOTIFICATION_ANSWERS,
  countShape,
  notificationPreferencesShape,
  notificationShape,
} from './notification-shapes';
export { knownKind, NOTIFICATION_KINDS, OFFER_EVENTS, PUSH_EVENTS, storedKind } from './notification-kinds';
export type { Kind, NotificationKind, OfferEvent, PushEvent, QuietKind } from './notification-kinds';
export { DEFAULT_PREFERENCES, hasSwitch, PUSH_EVENTS_OF, pushEventOf, shouldPush } from './push-rule';
export type { NotificationPreferences } from './push-rule';
export { inQuietHours, QUIET_TIME_PATTERN } from './quiet-hours';
export { notificationHref } from './notification-target';
import type { Forget } from './push-device';

/**
 * Stop pushes to this device, best effort (logout, account close): the push code loads only in a build
 * with a VAPID key; NEXT_PUBLIC_VAPID_PUBLIC_KEY is inlined ('' when unset: next.config.ts), so such a
 * build has none of it.
 */
export function forgetPushDevice(how?: Forget): Promise<void> {
  return process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY
    ? import('./push-device').then((device) => device.forgetThisDevice(how))
    : Promise.resolve();
}
