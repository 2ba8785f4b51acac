import { inQuietHours } from './quiet-hours';

/** The events every backend with push has a switch for (docs/api/marketplace.md "Push"). */
const CORE_EVENTS = ['new_job', 'offer_seen', 'hired', 'message'] as const;
type CoreEvent = (typeof CORE_EVENTS)[number];

/**
 * A client's offers with switches of their own (issue 44), each named as its notification's kind. Designed
 * and optional: a backend whose preferences leave one out has no such switch, and that kind is a `message`.
 */
export const OFFER_EVENTS = ['new_offer', 'offer_updated', 'offer_withdrawn'] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

/** The events a person may switch push on or off for. */
export const PUSH_EVENTS = [...CORE_EVENTS, ...OFFER_EVENTS] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

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

const isOfferEvent = (kind: string): kind is OfferEvent => (OFFER_EVENTS as readonly string[]).includes(kind);

/** Whether these preferences carry a switch for the event (an offer's only when the backend sent it). */
export function hasSwitch(event: PushEvent, prefs: NotificationPreferences): boolean {
  return typeof prefs[event] === 'boolean';
}

/**
 * The switch an event's kind answers to: a new job, a seen offer and a hire have their own; so have a new,
 * changed and withdrawn offer where the preferences carry them; every other message of the marketplace (an
 * invitation, a rating, a completion, a credit back, an unknown kind) is a `message`.
 */
export function pushEventOf(kind: string, prefs?: NotificationPreferences): PushEvent {
  if (kind === 'new_job' || kind === 'offer_seen' || kind === 'hired') return kind;
  if (isOfferEvent(kind) && prefs && hasSwitch(kind, prefs)) return kind;
  return 'message';
}

/** Whether an event of this kind is pushed now: its switch on and not inside the quiet hours. */
export function shouldPush(kind: string, prefs: NotificationPreferences, now: Date): boolean {
  return prefs[pushEventOf(kind, prefs)] === true && !inQuietHours(now, prefs.quiet_start, prefs.quiet_end);
}
