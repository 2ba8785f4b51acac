import { LIVE_ROOTS } from '@/hooks/shared/query-roots';
import { renewOrExpire } from '@/services/api/api-client';
import { notificationsSocketUrl } from '@/services/api/config';
import { connectNotifications } from '@/services/notifications/notifications-socket';
import { loadOtherTabs, onSessionEnd } from '@/store/auth';
import { markNewNotification, NOTIFICATIONS_QUERY_KEY } from '@/store/notifications/notifications';
import { readString, STORAGE_KEYS } from '@/store/shared/storage';
import { catchUpAfterOpen } from './socket-catch-up';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The notifications socket of a signed-in user (spec §4), and the tab following a sign-out or a new sign-in
 * in another tab (store/auth/other-tabs.ts): its own chunk, which components/notifications/NotificationSocket
 * loads once the first screen has painted and a user is known (issue 42). Answers the way to stop it all;
 * the socket also closes when the session ends (logout, expiry).
 */
export function followNotifications(userId: number, queryClient: QueryClient): () => void {
  let active = true;
  let close: () => void = () => undefined;
  let stopFollowing: () => void = () => undefined;
  void loadOtherTabs().then(({ followOtherTabs }) => {
    if (active) stopFollowing = followOtherTabs();
  });
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
  const unregister = onSessionEnd(() => close());
  return () => {
    active = false;
    stopFollowing();
    unregister();
    close();
  };
}
