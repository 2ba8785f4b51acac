import { api, shaped } from '@/services/api/api-client';
import type { NotificationPreferences } from './push-rule';

/** Each call's answer shape (./notification-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./notification-shapes');

/* Designed (issue 35, docs/api/marketplace.md "Push"): which events are pushed, and the quiet hours. */

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return shaped(answers, 'preferences', api.get<unknown>('notifications/preferences/'));
}

export async function updateNotificationPreferences(
  change: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  return shaped(answers, 'updatedPreferences', api.patch<unknown>('notifications/preferences/', change));
}
