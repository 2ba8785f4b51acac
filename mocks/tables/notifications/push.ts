import { paths } from '@/config/paths';
import {
  DEFAULT_PREFERENCES,
  notificationHref,
  shouldPush,
  storedKind,
  type Kind,
  type NotificationPreferences,
} from '@/services/notifications';
import { emptyPush, type PushPayload, type PushSlice, type SandboxPush } from '../../data/notifications/push';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import type { Pair } from '../../data/shared/bilingual';

/*
 * Push (docs/api/marketplace.md "Push"): what the backend would send each subscribed device when it tells
 * a user something, honouring the user's switches and quiet hours (services/notifications/push-rule.ts,
 * the rule the settings screen explains). The sandbox records it, and in the browser hands it to the
 * page's service worker as a push would arrive (mocks/browser.ts).
 */

export const pushSlice = (): PushSlice => (db.state.push ??= emptyPush());

export const preferencesOf = (userId: number): NotificationPreferences => ({
  ...DEFAULT_PREFERENCES,
  ...pushSlice().preferences[String(userId)],
});

type Delivery = (push: SandboxPush) => void;
let delivery: Delivery | null = null;

/** The browser's sandbox hands each push sent to the service worker (mocks/browser.ts). */
export function onPushSent(deliver: Delivery | null): void {
  delivery = deliver;
}

export interface PushEvent {
  /** A kind of services/notifications/notification-kinds.ts: a stored one, or one pushed without being stored (a new job, the quiet frames). */
  kind: Kind;
  title: Pair;
  body: Pair;
  request?: number | null;
  offer?: number | null;
}

const unreadOf = (userId: number) =>
  db.state.market.notifications.filter((note) => note.user === userId && !note.is_read).length;

/** Send the event to every device of the user, in each one's language, unless switched off or quiet now. */
export function sendPush(userId: number, event: PushEvent): SandboxPush[] {
  const devices = pushSlice().subscriptions.filter((item) => item.user === userId);
  const now = clock.now();
  if (devices.length === 0 || !shouldPush(event.kind, preferencesOf(userId), now)) return [];
  const links = {
    kind: storedKind(event.kind),
    request: event.request ?? null,
    offer: event.offer ?? null,
  };
  const pushes = devices.map((device): SandboxPush => {
    const english = device.language === 'en';
    const payload: PushPayload = {
      title: english ? event.title[1] : event.title[0],
      body: english ? event.body[1] : event.body[0],
      url: notificationHref(links, device.role) ?? paths.notifications.getHref(device.role),
      kind: event.kind,
      tag: `${event.kind}-${event.request ?? event.offer ?? db.nextId()}`,
      unread: unreadOf(userId),
      language: device.language,
    };
    return { id: db.nextId(), user: userId, endpoint: device.endpoint, payload, sent_at: now.toISOString() };
  });
  pushSlice().sent.push(...pushes);
  pushes.forEach((push) => delivery?.(push));
  return pushes;
}
