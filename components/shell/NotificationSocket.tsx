import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsSocketUrl } from '@/services/config';
import { useAppState } from '@/store/app-store';
import { markNewNotification, NOTIFICATIONS_QUERY_KEY } from '@/store/notifications';
import { onSessionEnd } from '@/store/session';
import { readString, STORAGE_KEYS } from '@/store/storage';

/**
 * Keeps the notifications socket open while a user is known (§4). The socket code
 * (and reconnecting-websocket) is fetched only then; it closes on unmount, when
 * the user changes, and when the session ends (logout, expiry).
 */
export function NotificationSocket() {
  const userId = useAppState((state) => state.user?.user.id ?? null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    let close: () => void = () => undefined;
    let unregister: () => void = () => undefined;
    void import('@/services/notifications-socket').then(({ connectNotifications }) => {
      if (!active) return;
      close = connectNotifications({
        url: () => notificationsSocketUrl(readString(STORAGE_KEYS.accessToken) ?? '', window.location),
        userId,
        onNotification: () => {
          markNewNotification();
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
        },
      });
      unregister = onSessionEnd(close);
    });
    return () => {
      active = false;
      unregister();
      close();
    };
  }, [userId, queryClient]);

  return null;
}
