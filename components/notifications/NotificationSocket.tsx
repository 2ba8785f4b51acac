import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/hooks/shared/first-paint';
import { useAppState } from '@/store/shared/app-store';

/**
 * Keeps the notifications socket open while a user is known (spec §4), and has the tab follow a
 * sign-out or a new sign-in in another tab. All of it (hooks/notifications/socket-session.ts, the
 * socket, reconnecting-websocket) is fetched only then, once the first screen has painted (issue 42):
 * no guest downloads it, and a signed-in provider's phone does not run it at the start. It stops on
 * unmount, when the user changes, and when the session ends (logout, expiry).
 */
export function NotificationSocket() {
  const userId = useAppState((state) => state.user?.user.id ?? null);
  const queryClient = useQueryClient();
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (userId === null || !painted) return;
    let active = true;
    let stop: () => void = () => undefined;
    void import('@/hooks/notifications/socket-session').then(({ followNotifications }) => {
      if (active) stop = followNotifications(userId, queryClient);
    });
    return () => {
      active = false;
      stop();
    };
  }, [userId, painted, queryClient]);

  return null;
}
