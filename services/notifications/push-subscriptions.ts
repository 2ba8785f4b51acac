import type { Language } from '@/locales/languages';
import { api, PUSH_SUBSCRIPTIONS_PATH } from '@/services/api/api-client';
import type { Role } from '@/services/shared/routes';

/* Designed (issue 35, docs/api/marketplace.md "Push"): this device's Web Push subscription on the backend. */

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The language the backend writes this device's pushes in. */
  language: Language;
  role: Role;
}

/** Idempotent per endpoint: subscribing again only updates its keys, language and role. */
export async function registerPushSubscription(body: PushSubscriptionBody): Promise<void> {
  await api.post(PUSH_SUBSCRIPTIONS_PATH, body);
}

/**
 * Forget this device's endpoint. Logout clears the session before it calls this, so it hands in the
 * access token the device held (as services/auth/logout.ts does).
 */
export async function removePushSubscription(endpoint: string, access?: string | null): Promise<void> {
  await api.delete(PUSH_SUBSCRIPTIONS_PATH, {
    data: { endpoint },
    ...(access && { headers: { Authorization: `Bearer ${access}` } }),
  });
}
