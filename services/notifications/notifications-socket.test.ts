import { waitFor } from '@testing-library/react';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { notificationsSocket, pushNotification } from '@/mocks/shared/realtime';
import { openSession } from '@/mocks/tables/auth/sessions';
import { connectNotifications, isRefusal, socketMessageOf, subscribeMessage } from './notifications-socket';

describe('notifications socket messages', () => {
  it('subscribes to the user group', () => {
    expect(JSON.parse(subscribeMessage(7))).toEqual({ type: 'subscribe', group: 'user_7' });
  });

  it.each([
    [JSON.stringify({ message: { message_content: 'New offer' } }), { content: 'New offer', kind: null }],
    [JSON.stringify({ message: { message_content: '' } }), { content: '', kind: null }],
    [
      JSON.stringify({ message: { message_content: 'Your offer was seen', kind: 'offer_seen', offer: 7, request: 3 } }),
      { content: 'Your offer was seen', kind: 'offer_seen' },
    ],
    [JSON.stringify({ message: { message_content: 'x', kind: 5 } }), { content: 'x', kind: null }],
    [JSON.stringify({ message: { message_content: 3 } }), null],
    [JSON.stringify({ message: { kind: 'offer_seen' } }), null],
    [JSON.stringify({ message: 'text' }), null],
    [JSON.stringify({ type: 'subscribed' }), null],
    ['null', null],
    ['not json', null],
    [new ArrayBuffer(2), null],
  ])('%s carries %o', (data, expected) => {
    expect(socketMessageOf(data)).toEqual(expected);
  });
});

describe('quiet frames', () => {
  it.each([
    ['a receipt (offer_seen) only refreshes', { kind: 'offer_seen' }, 'change'],
    ['a receipt (offer_contacted) only refreshes', { kind: 'offer_contacted' }, 'change'],
    ['a frame without kind is a notice', {}, 'notification'],
    ['an unknown kind is a notice', { kind: 'offer_teleported' }, 'notification'],
  ])('%s', async (_name, extra, expected) => {
    const userId = db.state.accounts.users[0]!.id;
    const token = openSession(userId).access;
    const onNotification = vi.fn();
    const onChange = vi.fn();
    const close = connectNotifications({
      url: () => `ws://localhost:3000/ws/notifications/?token=${token}`,
      userId,
      onNotification,
      onChange,
      onRefused: () => undefined,
    });
    await waitFor(() => expect(pushNotification(userId, 'Frame', extra)).toBe(1));
    await waitFor(() => expect(onNotification.mock.calls.length + onChange.mock.calls.length).toBe(1));
    expect(expected === 'change' ? onChange : onNotification).toHaveBeenCalledTimes(1);
    close();
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
      onChange: () => undefined,
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
