import { vi } from 'vitest';

/** The endpoint of the fake push service's subscription. */
export const FAKE_PUSH_ENDPOINT = 'https://push.example.test/this-phone';

/**
 * A fake Push API (jsdom has none): the permission as it stands and the one a request answers, a push
 * manager that subscribes once asked, a service worker registration that hands it out. Undo with
 * `vi.unstubAllGlobals()` and `Reflect.deleteProperty(navigator, 'serviceWorker')`.
 */
export function fakePush(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: FAKE_PUSH_ENDPOINT,
        toJSON: () => ({ endpoint: FAKE_PUSH_ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
        unsubscribe,
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, requestPermission, unsubscribe };
}
