import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type { notificationShape } from './notification-shapes';

/** Each call's answer shape (./notification-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./notification-shapes');

export type AppNotification = Read<components['schemas']['AppNotification'], ReturnType<typeof notificationShape>>;

export async function getNotifications(page = 1): Promise<Paginated<AppNotification>> {
  return shaped(answers, 'notifications', api.get<unknown>('notifications/', { params: { page } }));
}

export async function getUnreadNotificationsCount(): Promise<{ count: number }> {
  return shaped(answers, 'unreadCount', api.get<unknown>('notifications/unread-count/'));
}

export async function markNotificationRead(id: number): Promise<AppNotification> {
  const { data } = await api.post<AppNotification>(`notifications/${id}/read/`, {});
  return data;
}

export async function markAllNotificationsRead(): Promise<{ count: number }> {
  const { data } = await api.post<{ count: number }>('notifications/read-all/', {});
  return data;
}
