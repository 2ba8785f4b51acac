import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '@/services/notifications';
import { NOTIFICATIONS_QUERY_KEY } from '@/store/notifications';
import { nextPageOf } from '@/services/paging';

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] as const,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());

/** After marking: the list and the bell's count. */
function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

export const useMarkNotificationRead = () => {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: (id: number) => markNotificationRead(id), onSuccess: invalidate });
};

export const useMarkAllNotificationsRead = () => {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: invalidate });
};
