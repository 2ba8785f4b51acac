import { db } from '@/mocks/shared/db';
import { obtainToken } from '@/services/auth/auth';
import { registerPushSubscription } from '@/services/notifications/push-subscriptions';
import { appStore } from '@/store/shared/app-store';
import { readString, STORAGE_KEYS, storeTokens } from '@/store/shared/storage';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { logout } from './logout';

/* Logout on a phone with push on (issue 35): the device is unsubscribed and the backend told, before the session ends. */

const ENDPOINT = 'https://push.example.test/shared-phone';

function phoneWithPush() {
  let subscription: object | null = {
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  };
  const pushManager = { getSubscription: async () => subscription };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { subscribed: () => subscription !== null };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function signedInProvider(): Promise<string> {
  appStore.reset({
    user: { id: 1, user: { id: DEMO.provider.id } } as never,
    country: db.state.locations.countries[0] ?? null,
  });
  const tokens = await obtainToken({ email: DEMO.provider.email, password: DEMO_PASSWORD });
  storeTokens(tokens.access, tokens.refresh);
  await registerPushSubscription({
    endpoint: ENDPOINT,
    keys: { p256dh: 'k', auth: 'a' },
    language: 'ar',
    role: 'provider',
  });
  return tokens.access;
}

describe('logout with push on this device', () => {
  it('unsubscribes here, removes the subscription on the backend, and still signs out', async () => {
    vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', 'test-key');
    const phone = phoneWithPush();
    await signedInProvider();
    const reload = vi.fn();
    await logout({ reload });
    expect(phone.subscribed()).toBe(false);
    expect(db.state.push?.subscriptions).toEqual([]);
    expect(readString(STORAGE_KEYS.accessToken)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('in a build without push, touches nothing of it', async () => {
    vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', '');
    const phone = phoneWithPush();
    await signedInProvider();
    await logout({ reload: vi.fn() });
    expect(phone.subscribed()).toBe(true);
    expect(readString(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
