import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/hooks/shared/first-paint';
import { LIVE_ROOTS } from '@/hooks/shared/query-roots';
import { renewOrExpire } from '@/services/api/api-client';
import { notificationsSocketUrl } from '@/services/api/config';
import { loadOtherTabs, onSessionEnd } from '@/store/auth';
import { markNewNotification, NOTIFICATIONS_QUERY_KEY } from '@/store/notifications/notifications';
import { useAppState } from '@/store/shared/app-store';
import { readString, STORAGE_KEYS } from '@/store/shared/storage';

/**
 * Keeps the notifications socket open while a user is known (spec §4), and has the tab follow a
 * sign-out or a new sign-in in another tab (store/auth/other-tabs.ts). That code (and
 * reconnecting-websocket) is fetched only then; the socket closes on unmount, when the
 * user changes, and when the session ends (logout, expiry). It opens once the first screen has
 * painted (issue 42): the start of a signed-in provider's phone does not download and run it.
 */
export function NotificationSocket() {
  const userId = useAppState((state) => state.user?.user.id ?? null);
  const queryClient = useQueryClient();
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (userId === null || !painted) return;
    let active = true;
    let close: () => void = () => undefined;
    let unregister: () => void = () => undefined;
    let stopFollowing: () => void = () => undefined;
    void Promise.all([
      import('@/services/notifications/notifications-socket'),
      loadOtherTabs(),
      import('@/hooks/notifications/socket-catch-up'),
    ]).then(([{ connectNotifications }, { followOtherTabs }, { catchUpAfterOpen }]) => {
      if (!active) return;
      stopFollowing = followOtherTabs();
      let sentToken = '';
      // Any open after the first (a dropped connection, a renewed token) follows a gap in which frames were lost.
      let opened = false;
      const open = () => {
        close = connectNotifications({
          url: () => {
            sentToken = readString(STORAGE_KEYS.accessToken) ?? '';
            return notificationsSocketUrl(sentToken, window.location);
          },
          userId,
          onNotification: () => {
            markNewNotification();
            // A new offer, a hire, a rating…: whatever is on screen refetches (data comes over REST).
            for (const queryKey of [NOTIFICATIONS_QUERY_KEY, ...LIVE_ROOTS])
              void queryClient.invalidateQueries({ queryKey });
          },
          // A receipt: the same refetch, no bell.
          onChange: () => LIVE_ROOTS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
          // A refused token takes the path a call's 401 takes: one refresh, then the socket again with
          // the new token; a refused refresh ends the session.
          onRefused: () => void renewOrExpire(sentToken).then((renewed) => renewed && active && open()),
          // What came while the socket was not subscribed (after a reload, during a reconnection) lights the bell too.
          onOpen: () => {
            void catchUpAfterOpen(queryClient, opened);
            opened = true;
          },
        });
      };
      open();
      unregister = onSessionEnd(() => close());
    });
    return () => {
      active = false;
      stopFollowing();
      unregister();
      close();
    };
  }, [userId, painted, queryClient]);

  return null;
}
