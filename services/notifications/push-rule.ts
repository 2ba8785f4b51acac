import { knownKind, NOTIFICATION_KINDS, PUSH_EVENTS, type PushEvent } from './notification-kinds';
import { inQuietHours } from './quiet-hours';

/** Which events each side is offered in settings: a client never gets a job, a seen offer or a hire. */
export const PUSH_EVENTS_OF = {
  provider: PUSH_EVENTS,
  client: ['message'],
} as const satisfies Record<'client' | 'provider', readonly PushEvent[]>;

export type NotificationPreferences = Record<PushEvent, boolean> & {
  /** `HH:MM` on Amman's clock; equal to `quiet_end`: no quiet hours. */
  quiet_start: string;
  quiet_end: string;
};

/** Everything on, quiet 22:00–07:00: a new account's, and what a missing field falls back to. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  new_job: true,
  offer_seen: true,
  hired: true,
  message: true,
  quiet_start: '22:00',
  quiet_end: '07:00',
};

/**
 * The switch an event's kind answers to (./notification-kinds.ts): a new job, a seen offer and a hire
 * have their own; every other message of the marketplace (a new offer, an invitation, a rating, a
 * completion, a credit back, a contact, an unknown kind) is a `message`.
 */
export function pushEventOf(kind: string): PushEvent {
  const known = knownKind(kind);
  return known === null ? 'message' : NOTIFICATION_KINDS[known].push;
}

/** Whether an event of this kind is pushed now: its switch on and not inside the quiet hours. */
export function shouldPush(kind: string, prefs: NotificationPreferences, now: Date): boolean {
  return prefs[pushEventOf(kind)] && !inQuietHours(now, prefs.quiet_start, prefs.quiet_end);
}
