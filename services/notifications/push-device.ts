import type { Language } from '@/locales/languages';
import type { Role } from '@/services/shared/routes';
import { registerPushSubscription, removePushSubscription } from './push-subscriptions';

/*
 * This device's Web Push subscription (issue 35). Loaded only by a build with a VAPID public key
 * (services/notifications/index.ts and the screens gate every import on NEXT_PUBLIC_VAPID_PUBLIC_KEY).
 */

/** `unsupported`: no service worker or Push API here (an iPhone's browser tab before it is installed). */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** The person declined the browser's permission prompt (or had before). */
export class PushPermissionRefused extends Error {}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return supported() ? navigator.serviceWorker.getRegistration() : undefined;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key as the Push API takes it: URL-safe base64 → bytes. */
export function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Ask the browser's permission (only ever from a tap), subscribe, and register the subscription. A
 * registration that fails undoes the subscription here, so the device never says "on" for pushes the
 * backend does not know to send.
 */
export async function subscribeThisDevice(vapidKey: string, language: Language, role: Role): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionRefused(permission);
  const worker = await registration();
  if (!worker) throw new Error('No service worker to receive pushes');
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidKey),
  });
  const { keys } = subscription.toJSON();
  try {
    await registerPushSubscription({
      endpoint: subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      language,
      role,
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

export interface Forget {
  /** The token to send when the session is already cleared here (logout). */
  access?: string | null;
  /** False after an account close: the backend dropped the account's subscriptions, and its tokens. */
  tellBackend?: boolean;
}

/** Stop pushes to this device: unsubscribe here first (nothing more arrives whatever the network), then tell the backend. */
export async function forgetThisDevice({ access, tellBackend = true }: Forget = {}): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  if (tellBackend) await removePushSubscription(endpoint, access);
}
