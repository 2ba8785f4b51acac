import type { components } from '@/services/api/api-schema';

/** The kinds a stored notification carries (the API's `NotificationKind`). */
export type NotificationKind = components['schemas']['NotificationKind'];

/** The events every backend with push has a switch for (docs/api/marketplace.md "Push"). */
export const CORE_EVENTS = ['new_job', 'offer_seen', 'hired', 'message'] as const;
export type CoreEvent = (typeof CORE_EVENTS)[number];

/**
 * A client's offers with switches of their own (issue 44), each named as its notification's kind. Designed
 * and optional: a backend whose preferences leave one out has no such switch, and that kind is a `message`.
 */
export const OFFER_EVENTS = ['new_offer', 'offer_updated', 'offer_withdrawn'] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

/** The events a person may switch push on or off for. */
export const PUSH_EVENTS = [...CORE_EVENTS, ...OFFER_EVENTS] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

interface KindRule {
  /** The switch of the person's preferences this kind's push answers to. */
  push: PushEvent;
  /** A row of the bell's list (GET notifications/), or only a frame and a push. */
  stored: boolean;
  /** A socket frame that refreshes what a screen shows but is no news for the bell. */
  quiet: boolean;
  /** News about the offers on a client's request: its tap opens the request at its offers (notification-target.ts). */
  aboutOffers: boolean;
}

/**
 * Every kind of thing the marketplace tells a person, once (docs/api/marketplace.md "Notifications",
 * "Receipts", "Push"; docs/api.md "Realtime"): the bell's socket (notifications-socket.ts `isQuietKind`), the push switches
 * (push-rule.ts), the sandbox's push (mocks/tables/notifications/push.ts) and the worker's push part
 * (public/sw-push.js holds a copy; tests/sw-push.test.ts keeps it equal) all read this table. Each stored
 * kind of the API's `NotificationKind` must have a row (the type refuses the table otherwise). A kind
 * the app does not know is a general notice: a stored, loud `message`.
 */
export const NOTIFICATION_KINDS = {
  new_offer: { push: 'new_offer', stored: true, quiet: false, aboutOffers: true },
  hired: { push: 'hired', stored: true, quiet: false, aboutOffers: false },
  offer_rejected: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  invited: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  rated: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  report_received: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  request_closed: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  completed: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  offer_credited: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  offer_updated: { push: 'offer_updated', stored: true, quiet: false, aboutOffers: true },
  offer_withdrawn: { push: 'offer_withdrawn', stored: true, quiet: false, aboutOffers: true },
  general: { push: 'message', stored: true, quiet: false, aboutOffers: false },
  new_job: { push: 'new_job', stored: false, quiet: false, aboutOffers: false },
  offer_seen: { push: 'offer_seen', stored: false, quiet: true, aboutOffers: false },
  offer_contacted: { push: 'message', stored: false, quiet: true, aboutOffers: false },
} as const satisfies { [kind in NotificationKind]: KindRule & { stored: true } } & Record<string, KindRule>;

export type Kind = keyof typeof NOTIFICATION_KINDS;

/** The kinds whose frames are quiet (the offer receipts). */
export type QuietKind = {
  [kind in Kind]: (typeof NOTIFICATION_KINDS)[kind]['quiet'] extends true ? kind : never;
}[Kind];

const KINDS = Object.keys(NOTIFICATION_KINDS) as Kind[];

/** A known kind, or null. */
export function knownKind(kind: string): Kind | null {
  return KINDS.find((known) => known === kind) ?? null;
}

function isStored(kind: Kind): kind is NotificationKind {
  return NOTIFICATION_KINDS[kind].stored;
}

/** Whether a kind is news about the offers on a client's request (a kind the app does not know is not). */
export function isAboutOffers(kind: string): boolean {
  const known = knownKind(kind);
  return known !== null && NOTIFICATION_KINDS[known].aboutOffers;
}

/** The kind a tap's target reads (notification-target.ts): an unstored kind opens as a general notice. */
export function storedKind(kind: Kind): NotificationKind {
  return isStored(kind) ? kind : 'general';
}
