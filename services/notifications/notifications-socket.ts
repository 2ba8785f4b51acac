import ReconnectingWebSocket from 'reconnecting-websocket';
import { knownKind, NOTIFICATION_KINDS } from './notification-kinds';

/**
 * The notifications socket (spec §4, §7). Loaded lazily by the shell, only once a user
 * is known: on every (re)open it subscribes to the group `user_<id>` (the nested
 * user's id, not the profile's); each message carrying `message.message_content`
 * is handed to `onNotification`. The data itself comes over REST.
 */
export interface NotificationSocketOptions {
  /** Read on every (re)connection, so a renewed token is picked up. */
  url: () => string;
  userId: number;
  onNotification: (messageContent: string) => void;
  /** A quiet frame (a receipt): what is on screen refreshes, the bell stays as it is. */
  onChange: () => void;
  /** The server refused the token (a refusal close code): the socket has stopped; run the session's expiry path. */
  onRefused: () => void;
  /** Each (re)open, once subscribed: what came while it was not is for the caller to ask (nothing is sent again). */
  onOpen?: () => void;
}

/**
 * Close codes with which the server refuses a connection's token (docs/api.md, "Realtime"):
 * 4001 unknown or expired token, 4003 an account that may not connect (closed). Reconnecting
 * with the same token cannot succeed, so the socket stops instead of retrying forever.
 */
export const REFUSED_CLOSE_CODES = { unauthorised: 4001, forbidden: 4003 } as const;

export function isRefusal(code: number): boolean {
  return Object.values(REFUSED_CLOSE_CODES).some((refused) => refused === code);
}

export function subscribeMessage(userId: number): string {
  return JSON.stringify({ type: 'subscribe', group: `user_${userId}` });
}

/**
 * Whether a frame of this kind changes what a screen shows but is no news for the bell (docs/api.md
 * "Realtime"; ./notification-kinds.ts `quiet`): an unknown kind is a notice, so a new kind degrades safely.
 */
export function isQuietKind(kind: string | null): boolean {
  const known = kind === null ? null : knownKind(kind);
  return known !== null && NOTIFICATION_KINDS[known].quiet;
}

export interface SocketMessage {
  content: string;
  /** The designed `message.kind`, when sent. */
  kind: string | null;
}

/** The `message.message_content` (and optional `kind`) of an incoming frame, or null for anything else. */
export function socketMessageOf(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { message } = parsed as { message?: unknown };
    if (typeof message !== 'object' || message === null) return null;
    const { message_content: content, kind } = message as { message_content?: unknown; kind?: unknown };
    if (typeof content !== 'string') return null;
    return { content, kind: typeof kind === 'string' ? kind : null };
  } catch {
    return null;
  }
}

/** Open the socket; the returned function closes it for good (no reconnection). */
export function connectNotifications({
  url,
  userId,
  onNotification,
  onChange,
  onRefused,
  onOpen,
}: NotificationSocketOptions): () => void {
  const socket = new ReconnectingWebSocket(url, [], { maxReconnectionDelay: 30_000 });
  socket.addEventListener('open', () => {
    socket.send(subscribeMessage(userId));
    onOpen?.();
  });
  socket.addEventListener('message', (event) => {
    const message = socketMessageOf(event.data);
    if (message === null) return;
    if (isQuietKind(message.kind)) onChange();
    else onNotification(message.content);
  });
  socket.addEventListener('close', (event) => {
    if (!isRefusal(event.code)) return;
    socket.close();
    onRefused();
  });
  return () => socket.close();
}
