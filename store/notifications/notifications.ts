import { useEffect } from 'react';
import { appStore, useAppState } from '@/store/shared/app-store';
import { EVENTS } from '@/store/shared/events';

/**
 * The root query key of every notifications query: the socket invalidates it on
 * each message (the data itself comes over REST), so the notifications hooks
 * must build their keys under it.
 */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** A socket message arrived: light the bell (the store broadcasts GOT_NEW_NOTIFICATION). */
export function markNewNotification(): void {
  appStore.dispatch({ type: EVENTS.GOT_NEW_NOTIFICATION, value: true });
}

/** The person has seen their notifications: the bell goes quiet. */
export function clearNewNotification(): void {
  appStore.dispatch({ type: EVENTS.GOT_NEW_NOTIFICATION, value: false });
}

/**
 * For the notifications screen: visiting it clears the new-notification flag, and
 * keeps it clear while the screen is open (new items show up in its list anyway).
 */
export function useClearNewNotificationOnVisit(): void {
  const hasNew = useAppState((state) => state.isThereNewNotification);
  useEffect(() => {
    if (hasNew) clearNewNotification();
  }, [hasNew]);
}
