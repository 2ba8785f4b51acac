import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { AppError } from '@/services/api/errors';
import type { NotificationPreferences } from '@/services/notifications';
import { getNotificationPreferences, updateNotificationPreferences } from '@/services/notifications/preferences';
import { useAppState } from '@/store/shared/app-store';

/* Which events are pushed, and the quiet hours (docs/api/marketplace.md "Push"). Out of the notifications root: a socket message does not refetch them. */
const PREFERENCES_KEY = ['notification-preferences'] as const;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: getNotificationPreferences,
    // Designed and optional: the settings menu asks it too, and the screen says itself what failed.
    meta: { toastsError: false },
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

/**
 * Whether this build has push: a VAPID public key is inlined at build ('' without one: next.config.ts).
 * The preferences say which events are pushed, so a build without push has nothing for them to govern.
 */
export const pushInThisBuild = (): boolean => Boolean(process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY);

/** A backend that does not have the (designed) preferences call: it answers that there is no such thing. */
export const preferencesNotOffered = (error: unknown): boolean =>
  error instanceof AppError && [404, 405, 501].includes(error.status);

/**
 * Whether the notification settings are offered (the settings menu's entry): a build with push, and a
 * backend that answered the preferences call. Asked only then, for signed-in people; while it is being
 * asked, or when it failed, the entry is not offered (the screen itself says why, if opened).
 */
export function useNotificationSettingsOffered(): boolean {
  const push = pushInThisBuild();
  const signedIn = useAppState((state) => state.user !== null);
  const preferences = useQuery({ ...notificationPreferencesQueryOptions(), enabled: push && signedIn });
  return push && preferences.isSuccess;
}

/** The whole form is sent; the saved answer replaces the cache. The form keeps what was typed on a failure. */
export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (preferences: NotificationPreferences) => updateNotificationPreferences(preferences),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
};
