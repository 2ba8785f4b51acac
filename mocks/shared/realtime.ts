import { ws, type WebSocketHandlerConnection } from 'msw';
import { REFUSED_CLOSE_CODES } from '@/services/notifications';
import { clock } from './clock';
import { db } from './db';
import { sessionOfAccess } from '../rules/auth/sessions';

/**
 * The sandbox side of the notifications socket (spec §7): `ws/notifications/?token=…`
 * on any host. The token names the user (the same sessions as the REST calls);
 * a client may subscribe to its own group `user_<id>` only. Handlers (and QA, via
 * `window.__sandbox.notify`) push with `pushNotification`.
 */
export const notificationsSocket = ws.link(/^wss?:\/\/[^/]+\/ws\/notifications\/$/);

type SocketClient = WebSocketHandlerConnection['client'];

/** group (`user_<id>`) → the connections subscribed to it. */
const groups = new Map<string, Set<SocketClient>>();

export function groupOf(userId: number): string {
  return `user_${userId}`;
}

function userOfToken(token: string | null): number | null {
  if (!token) return null;
  db.sync();
  const userId = sessionOfAccess(db.state.accounts.sessions, token, clock.now())?.user_id;
  const user = db.state.accounts.users.find((item) => item.id === userId && !item.closed_at);
  return user ? user.id : null;
}

function subscribedGroup(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { type, group } = message as Record<string, unknown>;
    return type === 'subscribe' && typeof group === 'string' ? group : null;
  } catch {
    return null;
  }
}

function leave(client: SocketClient): void {
  for (const [group, clients] of groups) {
    clients.delete(client);
    if (clients.size === 0) groups.delete(group);
  }
}

/** 4001: the token is unknown or expired; the app stops reconnecting and runs its expiry path (services/notifications/notifications-socket.ts). */
export const UNAUTHORISED_CLOSE_CODE = REFUSED_CLOSE_CODES.unauthorised;

export const realtimeHandlers = [
  notificationsSocket.addEventListener('connection', ({ client }) => {
    const userId = userOfToken(client.url.searchParams.get('token'));
    if (userId === null) {
      client.close(UNAUTHORISED_CLOSE_CODE, 'Invalid token');
      return;
    }
    client.addEventListener('message', (event) => {
      const group = subscribedGroup(event.data);
      // Someone else's group (or garbage) is ignored, as a real backend would refuse it.
      if (group !== groupOf(userId)) return;
      const clients = groups.get(group) ?? new Set<SocketClient>();
      clients.add(client);
      groups.set(group, clients);
    });
    client.addEventListener('close', () => leave(client));
  }),
];

/** How many of the user's open tabs have the socket subscribed: a frame sent now reaches them (QA's `listening`). */
export function subscriptionsOf(userId: number): number {
  return groups.get(groupOf(userId))?.size ?? 0;
}

/**
 * Send `{"message":{"message_content": …}}` to every open subscription of the user; `extra` adds fields
 * to `message` (a quiet frame's `kind`, `offer`, `request`: docs/api.md "Realtime"). Returns how many got it.
 */
export function pushNotification(userId: number, messageContent: string, extra: Record<string, unknown> = {}): number {
  const clients = groups.get(groupOf(userId));
  if (!clients) return 0;
  const payload = JSON.stringify({ message: { message_content: messageContent, ...extra } });
  clients.forEach((client) => client.send(payload));
  return clients.size;
}
