import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadNotificationsCount } from '@/services/notifications/notifications';
import { NOTIFICATIONS_QUERY_KEY } from '@/store/notifications/notifications';

/** The bell's badge: under the notifications root, so a socket message or a "mark read" refreshes it. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const,
    queryFn: async () => (await getUnreadNotificationsCount()).count,
    staleTime: 60_000,
    meta: { toastsError: false },
  });

/** Signed-in people only (the bell is shown to them alone). */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
