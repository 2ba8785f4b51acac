import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import type { NotificationPreferences } from '@/services/notifications';
import { getNotificationPreferences, updateNotificationPreferences } from '@/services/notifications/preferences';

/* Which events are pushed, and the quiet hours (docs/api/marketplace.md "Push"). Out of the notifications root: a socket message does not refetch them. */
const PREFERENCES_KEY = ['notification-preferences'] as const;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: PREFERENCES_KEY, queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

/** The whole form is sent; the saved answer replaces the cache. The form keeps what was typed on a failure. */
export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (preferences: NotificationPreferences) => updateNotificationPreferences(preferences),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
};
