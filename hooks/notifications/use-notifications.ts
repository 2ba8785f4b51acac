import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { nextPageOf } from '@/services/api/paging';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/services/notifications/notifications';
import { NOTIFICATIONS_QUERY_KEY } from '@/store/notifications/notifications';

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] as const,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

/** `enabled`: false until there is a user (a signed-out visit calls nothing on its way to the login). */
export const useNotifications = (enabled = true) => useInfiniteQuery({ ...notificationsQueryOptions(), enabled });

export const useMarkNotificationRead = () => {
  const invalidate = useInvalidate(NOTIFICATIONS_QUERY_KEY);
  return useGuardedMutation({
    mutationFn: (id: number) => markNotificationRead(id),
    onSuccess: invalidate,
    meta: { toastsError: true },
  });
};

export const useMarkAllNotificationsRead = () => {
  const invalidate = useInvalidate(NOTIFICATIONS_QUERY_KEY);
  return useGuardedMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: invalidate,
    meta: { toastsError: true },
  });
};
