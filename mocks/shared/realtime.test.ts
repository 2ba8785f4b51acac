import { waitFor } from '@testing-library/react';
import { pushNotification, UNAUTHORISED_CLOSE_CODE } from './realtime';
import { openSession } from '../tables/auth/sessions';

const SOCKET = 'ws://localhost:3000/ws/notifications/';

function signIn(userId: number): string {
  return openSession(userId).access;
}

function open(token: string): Promise<{ socket: WebSocket; received: string[] }> {
  const socket = new WebSocket(`${SOCKET}?token=${encodeURIComponent(token)}`);
  const received: string[] = [];
  socket.addEventListener('message', (event: MessageEvent<string>) => received.push(event.data));
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, received }));
    socket.addEventListener('error', () => reject(new Error('socket failed')));
  });
}

const subscribe = (socket: WebSocket, group: string) => socket.send(JSON.stringify({ type: 'subscribe', group }));

describe('sandbox notifications socket', () => {
  const sockets: WebSocket[] = [];
  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.close());
  });

  it('delivers a pushed notification to the subscribed user only', async () => {
    const own = await open(signIn(1));
    sockets.push(own.socket);
    subscribe(own.socket, 'user_1');
    await waitFor(() => expect(pushNotification(1, 'hello')).toBe(1));
    await waitFor(() => expect(own.received).toContain(JSON.stringify({ message: { message_content: 'hello' } })));
    expect(pushNotification(2, 'nobody')).toBe(0);
  });

  it("refuses a subscription to someone else's group", async () => {
    const intruder = await open(signIn(1));
    sockets.push(intruder.socket);
    subscribe(intruder.socket, 'user_2');
    subscribe(intruder.socket, 'not json');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushNotification(2, 'secret')).toBe(0);
    expect(intruder.received).toEqual([]);
  });

  it('closes a connection whose token is unknown', async () => {
    const socket = new WebSocket(`${SOCKET}?token=nope`);
    const closed = await new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
    expect(closed.code).toBe(UNAUTHORISED_CLOSE_CODE);
  });

  it('forgets a closed connection', async () => {
    const own = await open(signIn(1));
    subscribe(own.socket, 'user_1');
    await waitFor(() => expect(pushNotification(1, 'first')).toBe(1));
    own.socket.close();
    await waitFor(() => expect(pushNotification(1, 'after close')).toBe(0));
  });
});
