import { waitFor } from '@testing-library/react';
import { server } from '@/mocks/node';
import { notificationsSocket } from '@/mocks/realtime';
import { connectNotifications, isRefusal, messageContentOf, subscribeMessage } from './notifications-socket';

describe('notifications socket messages', () => {
  it('subscribes to the user group', () => {
    expect(JSON.parse(subscribeMessage(7))).toEqual({ type: 'subscribe', group: 'user_7' });
  });

  it.each([
    [JSON.stringify({ message: { message_content: 'New offer' } }), 'New offer'],
    [JSON.stringify({ message: { message_content: '' } }), ''],
    [JSON.stringify({ message: { message_content: 3 } }), null],
    [JSON.stringify({ message: 'text' }), null],
    [JSON.stringify({ type: 'subscribed' }), null],
    ['null', null],
    ['not json', null],
    [new ArrayBuffer(2), null],
  ])('%s carries %o', (data, expected) => {
    expect(messageContentOf(data)).toBe(expected);
  });
});

describe('a refused token stops the socket', () => {
  it.each([
    [4001, true],
    [4003, true],
    [1000, false],
    [1006, false],
    [4000, false],
  ])('close code %i is a refusal: %s', (code, refused) => {
    expect(isRefusal(code)).toBe(refused);
  });

  it('the sandbox refuses an unknown token: the app is told once and no reconnection follows', async () => {
    let connections = 0;
    server.use(notificationsSocket.addEventListener('connection', () => (connections += 1)));
    const onRefused = vi.fn();
    const close = connectNotifications({
      url: () => `ws://localhost:3000/ws/notifications/?token=${connections === 0 ? 'expired-token' : 'still-expired'}`,
      userId: 1,
      onNotification: () => undefined,
      onRefused,
    });
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    // reconnecting-websocket would retry after 1–5 s, then back off up to 30 s.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).toBe(1);
    expect(onRefused).toHaveBeenCalledTimes(1);
    close();
  });
});
