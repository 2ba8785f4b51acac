import {
  CORE_EVENTS,
  type CoreEvent,
  knownKind,
  NOTIFICATION_KINDS,
  OFFER_EVENTS,
  type OfferEvent,
  type PushEvent,
} from './notification-kinds';
import { inQuietHours } from './quiet-hours';

/** Which events each side is offered in settings: a client never gets a job, a seen offer or a hire; a provider no offer on a request. */
export const PUSH_EVENTS_OF = {
  provider: CORE_EVENTS,
  client: [...OFFER_EVENTS, 'message'],
} as const satisfies Record<'client' | 'provider', readonly PushEvent[]>;

export type NotificationPreferences = Record<CoreEvent, boolean> &
  Partial<Record<OfferEvent, boolean>> & {
    /** `HH:MM` on Amman's clock; equal to `quiet_end`: no quiet hours. */
    quiet_start: string;
    quiet_end: string;
  };

/** Everything on, quiet 22:00–07:00: a new account's, and what a missing core field falls back to. */
export const DEFAULT_PREFERENCES = {
  new_job: true,
  offer_seen: true,
  hired: true,
  message: true,
  new_offer: true,
  offer_updated: true,
  offer_withdrawn: true,
  quiet_start: '22:00',
  quiet_end: '07:00',
} as const satisfies Required<NotificationPreferences>;

/** Whether these preferences carry a switch for the event (an offer's only when the backend sent it). */
export function hasSwitch(event: PushEvent, prefs: NotificationPreferences): boolean {
  return typeof prefs[event] === 'boolean';
}

/**
 * The switch an event's kind answers to (./notification-kinds.ts): a new job, a seen offer and a hire
 * have their own; so have a new, changed and withdrawn offer where the preferences carry them; every
 * other message of the marketplace (an invitation, a rating, a completion, a credit back, a contact, an
 * unknown kind) is a `message`.
 */
export function pushEventOf(kind: string, prefs?: NotificationPreferences): PushEvent {
  const known = knownKind(kind);
  const event = known === null ? 'message' : NOTIFICATION_KINDS[known].push;
  const core = (CORE_EVENTS as readonly PushEvent[]).includes(event);
  return core || (prefs !== undefined && hasSwitch(event, prefs)) ? event : 'message';
}

/** Whether an event of this kind is pushed now: its switch on and not inside the quiet hours. */
export function shouldPush(kind: string, prefs: NotificationPreferences, now: Date): boolean {
  return prefs[pushEventOf(kind, prefs)] === true && !inQuietHours(now, prefs.quiet_start, prefs.quiet_end);
}
