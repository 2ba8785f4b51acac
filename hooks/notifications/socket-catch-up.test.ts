import { QueryClient } from '@tanstack/react-query';
import { getUnreadNotificationsCount } from '@/services/notifications/notifications';
import { appStore } from '@/store/shared/app-store';
import { catchUpAfterOpen } from './socket-catch-up';
import { unreadCountQueryOptions } from './use-unread-count';

vi.mock('@/services/notifications/notifications', () => ({ getUnreadNotificationsCount: vi.fn() }));

const serverCount = vi.mocked(getUnreadNotificationsCount);

function clientKnowing(count?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (count !== undefined) client.setQueryData(unreadCountQueryOptions().queryKey, count);
  return { client, invalidate: vi.spyOn(client, 'invalidateQueries') };
}

describe('catchUpAfterOpen', () => {
  beforeEach(() => {
    appStore.reset({});
    serverCount.mockReset();
  });

  it.each([
    ['a count above the known one lights the bell', 2, 3, true],
    ['the same count leaves it dark', 2, 2, false],
    ['a lower count (read elsewhere) leaves it dark', 2, 1, false],
  ])('%s', async (_case, known, now, lit) => {
    serverCount.mockResolvedValue({ count: now });
    const { client } = clientKnowing(known);
    await catchUpAfterOpen(client, false);
    expect(appStore.getState().isThereNewNotification).toBe(lit);
    expect(client.getQueryData(unreadCountQueryOptions().queryKey)).toBe(now);
  });

  it('news found on a first open refreshes what is on screen, as its frame would have; none leaves it', async () => {
    serverCount.mockResolvedValue({ count: 3 });
    const news = clientKnowing(2);
    await catchUpAfterOpen(news.client, false);
    expect(news.invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['notifications']);
    serverCount.mockResolvedValue({ count: 2 });
    const none = clientKnowing(2);
    await catchUpAfterOpen(none.client, false);
    expect(none.invalidate).not.toHaveBeenCalled();
  });

  it('asks nothing on a first open before the bell counted (its own count is the start)', async () => {
    const { client, invalidate } = clientKnowing();
    await catchUpAfterOpen(client, false);
    expect(serverCount).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refreshes what is on screen after a reconnection, and counts once', async () => {
    serverCount.mockResolvedValue({ count: 1 });
    const { client, invalidate } = clientKnowing(1);
    await catchUpAfterOpen(client, true);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['notifications'],
      ['requests'],
      ['offers'],
      ['jobs'],
      ['my-provider'],
    ]);
    expect(serverCount).toHaveBeenCalledTimes(1);
    expect(appStore.getState().isThereNewNotification).toBe(false);
  });

  it('leaves the bell as it is when the count cannot be asked', async () => {
    serverCount.mockRejectedValue(new Error('offline'));
    const { client } = clientKnowing(2);
    await catchUpAfterOpen(client, true);
    expect(appStore.getState().isThereNewNotification).toBe(false);
  });
});
