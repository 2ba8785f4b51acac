import { api } from './api-client';
import type { Localized, Paginated } from './types';

export type NotificationKind =
  | 'new_offer'
  | 'hired'
  | 'offer_rejected'
  | 'invited'
  | 'rated'
  | 'report_received'
  | 'request_closed'
  | 'completed'
  | 'general';

export interface AppNotification extends Localized<'title'>, Localized<'body'> {
  id: number;
  kind: NotificationKind;
  request: number | null;
  offer: number | null;
  is_read: boolean;
  created_at: string;
}

export async function getNotifications(page = 1): Promise<Paginated<AppNotification>> {
  const { data } = await api.get<Paginated<AppNotification>>('notifications/', { params: { page } });
  return data;
}

export async function getUnreadNotificationsCount(): Promise<{ count: number }> {
  const { data } = await api.get<{ count: number }>('notifications/unread-count/');
  return data;
}

export async function markNotificationRead(id: number): Promise<AppNotification> {
  const { data } = await api.post<AppNotification>(`notifications/${id}/read/`, {});
  return data;
}

export async function markAllNotificationsRead(): Promise<{ count: number }> {
  const { data } = await api.post<{ count: number }>('notifications/read-all/', {});
  return data;
}
