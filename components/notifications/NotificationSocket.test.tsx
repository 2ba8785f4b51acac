import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { unreadCountQueryOptions } from '@/hooks/notifications/use-unread-count';
import { firstScreenShown, holdUntilFirstPaint } from '@/hooks/shared/first-paint';
import { createQueryClient } from '@/hooks/shared/query-client';
import { db } from '@/mocks/shared/db';
import { pushNotification } from '@/mocks/shared/realtime';
import { openSession } from '@/mocks/tables/auth/sessions';
import { toUserProfile } from '@/mocks/tables/auth/users';
import { notify } from '@/mocks/tables/notifications/notifications';
import { logout } from '@/store/auth/logout';
import { appStore } from '@/store/shared/app-store';
import { STORAGE_KEYS, writeString } from '@/store/shared/storage';
import { NotificationSocket } from './NotificationSocket';

function signIn(): void {
  const account = db.state.accounts.users[0];
  if (!account) throw new Error('no seed user');
  writeString(STORAGE_KEYS.accessToken, openSession(account.id).access);
  // The profile id (101) differs from the user id (1): the group must use the user id.
  appStore.reset({ user: toUserProfile(account), country: db.state.locations.countries[0] ?? null });
}

function renderSocket(unreadKnown?: number) {
  const client = createQueryClient({ retry: false });
  if (unreadKnown !== undefined) client.setQueryData(unreadCountQueryOptions().queryKey, unreadKnown);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <NotificationSocket />
    </QueryClientProvider>,
  );
  return { ...view, invalidate };
}

describe('NotificationSocket', () => {
  it('subscribes to user_<user id>; a message lights the flag and invalidates the notifications', async () => {
    signIn();
    const { invalidate, unmount } = renderSocket();
    await waitFor(() => expect(pushNotification(1, 'New offer')).toBe(1));
    await waitFor(() => expect(appStore.getState().isThereNewNotification).toBe(true));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    unmount();
    await waitFor(() => expect(pushNotification(1, 'after unmount')).toBe(0));
  });

  it('a quiet frame (a receipt) refreshes what is on screen and leaves the bell dark', async () => {
    signIn();
    const { invalidate, unmount } = renderSocket();
    await waitFor(() =>
      expect(pushNotification(1, 'Your offer was seen', { kind: 'offer_seen', offer: 7, request: 3 })).toBe(1),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['offers'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['jobs'] });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['notifications'] });
    expect(appStore.getState().isThereNewNotification).toBe(false);
    unmount();
  });

  it('lights the bell for a notification stored before it subscribed (a reload, a reconnection)', async () => {
    signIn();
    const unread = () => db.state.market.notifications.filter((note) => note.user === 1 && !note.is_read).length;
    const known = unread();
    // The bell counted, then a credit came while this page's socket was not subscribed yet: no frame for it.
    notify(1, 'offer_credited', ['أعيد', 'Credited'], ['', '']);
    const { unmount } = renderSocket(known);
    await waitFor(() => expect(pushNotification(1, 'a quiet check', { kind: 'offer_seen' })).toBe(1));
    await waitFor(() => expect(appStore.getState().isThereNewNotification).toBe(true));
    unmount();
  });

  it('leaves the bell dark when nothing came while it was not subscribed', async () => {
    signIn();
    const known = db.state.market.notifications.filter((note) => note.user === 1 && !note.is_read).length;
    const { unmount } = renderSocket(known);
    await waitFor(() => expect(pushNotification(1, 'a quiet check', { kind: 'offer_seen' })).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(appStore.getState().isThereNewNotification).toBe(false);
    unmount();
  });

  it('does not connect for a guest', async () => {
    writeString(STORAGE_KEYS.accessToken, openSession(1).access);
    renderSocket();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushNotification(1, 'nobody listens')).toBe(0);
  });

  // The first-paint hold lives for the module's life, as for a page's: this test ends it painted.
  it('opens only once the first screen has painted (the start does not carry it)', async () => {
    holdUntilFirstPaint();
    signIn();
    const { unmount } = renderSocket();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushNotification(1, 'before the paint')).toBe(0);
    // The next frame and idle moment, faked (the rest of the test runs on real timers).
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'requestIdleCallback'] });
    act(() => {
      firstScreenShown();
      vi.runOnlyPendingTimers();
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
    await waitFor(() => expect(pushNotification(1, 'after the paint')).toBe(1));
    unmount();
  });

  it('closes when the session ends', async () => {
    signIn();
    renderSocket();
    await waitFor(() => expect(pushNotification(1, 'first')).toBe(1));
    act(() => logout({ reload: vi.fn() }));
    await waitFor(() => expect(pushNotification(1, 'after logout')).toBe(0));
  });
});
