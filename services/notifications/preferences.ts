import { api } from '@/services/api/api-client';
import { shaped } from '@/services/api/shaped';
import type { NotificationPreferences } from './push-rule';

/* Designed (issue 35, docs/api/marketplace.md "Push"): which events are pushed, and the quiet hours. */

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return shaped(
    'GET notifications/preferences/',
    'notificationPreferences',
    api.get<unknown>('notifications/preferences/'),
  );
}

export async function updateNotificationPreferences(
  change: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  return shaped(
    'PATCH notifications/preferences/',
    'notificationPreferences',
    api.patch<unknown>('notifications/preferences/', change),
  );
}
