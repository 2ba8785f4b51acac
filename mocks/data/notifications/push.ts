import type { Language } from '@/locales/languages';
import type { NotificationPreferences } from '@/services/notifications';
import type { Role } from '@/services/shared/routes';

/* Push (docs/api/marketplace.md "Push"): the devices subscribed, each user's preferences, the pushes sent. */

export interface SandboxPushSubscription {
  user: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
  role: Role;
  created_at: string;
}

/** What the backend sends a device (the worker shows it: public/sw-push.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens (services/notifications/notification-target.ts), else the notifications page. */
  url: string;
  kind: string;
  /** One notification per thing: a later push with the same tag replaces the earlier. */
  tag: string;
  /** The user's unread notifications, for the app icon's badge. */
  unread: number;
  language: Language;
}

export interface SandboxPush {
  id: number;
  user: number;
  endpoint: string;
  payload: PushPayload;
  sent_at: string;
}

export interface PushSlice {
  subscriptions: SandboxPushSubscription[];
  /** By user id; a user without an entry has the defaults. */
  preferences: Record<string, NotificationPreferences>;
  sent: SandboxPush[];
}

export const emptyPush = (): PushSlice => ({ subscriptions: [], preferences: {}, sent: [] });
