import { LIVE_ROOTS } from '@/hooks/shared/query-roots';
import { markNewNotification, NOTIFICATIONS_QUERY_KEY } from '@/store/notifications/notifications';
import { unreadCountQueryOptions } from './use-unread-count';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the notifications socket missed while it was not subscribed: a backend sends a frame only to the
 * sockets subscribed at that moment (spec §7), and a page's socket subscribes after its first paint, so
 * a notification stored between a reload and that moment, or during a dropped connection's backoff, never
 * comes over it. Each (re)open asks the unread count again: a count above the one the bell knew is news
 * the socket never brought, and lights the bell and refreshes what is on screen, as its frame would have.
 * A reopen refreshes what is on screen whatever the count. A page that has not counted yet has nothing
 * to compare: its bell's first count is the start.
 */
export async function catchUpAfterOpen(queryClient: QueryClient, reopened: boolean): Promise<void> {
  const count = unreadCountQueryOptions();
  const known = queryClient.getQueryData(count.queryKey);
  const refresh = () => {
    for (const queryKey of [NOTIFICATIONS_QUERY_KEY, ...LIVE_ROOTS]) void queryClient.invalidateQueries({ queryKey });
  };
  if (reopened) refresh();
  if (known === undefined) return;
  // Joins the refetch the invalidation started, if any: one call.
  const now = await queryClient.fetchQuery({ ...count, staleTime: 0 }).catch(() => known);
  if (now <= known) return;
  // News the socket never brought does what its frame would have: the bell, and what is on screen.
  markNewNotification();
  if (!reopened) refresh();
}
