import { paths } from '@/config/paths';
import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, leakJob, LEAK_REPAIR, newRequest, rawJson } from '@/mocks/handlers/market.test-kit';
import { clock } from '@/mocks/shared/clock';
import { db } from '@/mocks/shared/db';
import { expireSessions } from '@/mocks/tables/auth/sessions';
import { getNotificationPreferences, updateNotificationPreferences } from '@/services/notifications/preferences';
import { registerPushSubscription, removePushSubscription } from '@/services/notifications/push-subscriptions';
import { clearSession, readString, STORAGE_KEYS } from '@/store/shared/storage';
import { DEMO } from '@/tests/factories';

/* Push subscriptions and preferences per user, and the pushes the sandbox records (docs/api/marketplace.md "Push"). */

const ENDPOINT = 'https://push.example.test/device-1';
const device = (change: Partial<Parameters<typeof registerPushSubscription>[0]> = {}) => ({
  endpoint: ENDPOINT,
  keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
  language: 'en' as const,
  role: 'provider' as const,
  ...change,
});
const pushesTo = (userId: number) => (db.state.push?.sent ?? []).filter((push) => push.user === userId);

/** The sandbox's clock at this wall-clock time in Amman (UTC+3). */
const ammanAt = (time: string) => clock.setOffset(new Date(`2026-11-27T${time}:00+03:00`).getTime() - Date.now());

beforeEach(() => {
  useJordan();
  ammanAt('12:00');
});
afterEach(() => clock.setOffset(0));

describe('preferences, per user', () => {
  it('start all on, quiet 22:00–07:00; a change keeps the rest and is the user’s alone', async () => {
    await as('provider');
    expect(await getNotificationPreferences()).toEqual({
      new_job: true,
      offer_seen: true,
      hired: true,
      message: true,
      new_offer: true,
      offer_updated: true,
      offer_withdrawn: true,
      quiet_start: '22:00',
      quiet_end: '07:00',
    });
    const saved = await updateNotificationPreferences({ offer_seen: false, quiet_start: '23:00' });
    expect(saved).toMatchObject({ offer_seen: false, quiet_start: '23:00', quiet_end: '07:00', hired: true });
    expect(await getNotificationPreferences()).toEqual(saved);
    await as('company');
    expect((await getNotificationPreferences()).offer_seen).toBe(true);
  });

  it.each([
    [{ quiet_start: '7:00' }, 400],
    [{ quiet_end: '24:00' }, 400],
    [{ hired: 'yes' }, 400],
    [{ volume: 3 }, 400],
    [{ quiet_start: '00:00', quiet_end: '00:00' }, 200],
  ])('PATCH %o → %s', async (body, status) => {
    await as('provider');
    expect((await rawJson('PATCH', 'notifications/preferences/', body)).status).toBe(status);
  });

  it('asks for a sign-in', async () => {
    expect((await rawJson('GET', 'notifications/preferences/')).status).toBe(401);
  });
});

describe('subscriptions, per device', () => {
  it('registering twice keeps one row per endpoint; removing takes only the caller’s', async () => {
    await as('provider');
    await registerPushSubscription(device());
    await registerPushSubscription(device({ language: 'ar' }));
    expect(db.state.push?.subscriptions).toEqual([expect.objectContaining({ endpoint: ENDPOINT, language: 'ar' })]);
    await as('company');
    await removePushSubscription(ENDPOINT);
    expect(db.state.push?.subscriptions).toHaveLength(1);
    await as('provider');
    await removePushSubscription(ENDPOINT);
    expect(db.state.push?.subscriptions).toEqual([]);
  });

  it('logout removes it with the token the device held, even expired; a token of no session is refused', async () => {
    await as('provider');
    await registerPushSubscription(device());
    const held = readString(STORAGE_KEYS.accessToken);
    expireSessions('access');
    clearSession();
    await expect(removePushSubscription(ENDPOINT, 'sandbox-access-of-no-session')).rejects.toMatchObject({
      status: 401,
    });
    expect(db.state.push?.subscriptions).toHaveLength(1);
    await removePushSubscription(ENDPOINT, held);
    expect(db.state.push?.subscriptions).toEqual([]);
  });

  it.each([
    [device({ endpoint: 'http://push.example.test/x' }), 400],
    [device({ endpoint: 'not a url' }), 400],
    [{ ...device(), keys: { p256dh: 'k' } }, 400],
    [{ ...device(), language: 'fr' }, 400],
    [{ ...device(), role: 'admin' }, 400],
    [device(), 201],
  ])('POST %o → %s', async (body, status) => {
    await as('provider');
    expect((await rawJson('POST', 'notifications/push-subscriptions/', body)).status).toBe(status);
  });
});

describe('what is pushed', () => {
  it('a hire, to each of the provider’s devices in its language, opening the work', async () => {
    await as('provider');
    await registerPushSubscription(device());
    await registerPushSubscription(device({ endpoint: `${ENDPOINT}-phone`, language: 'ar' }));
    const { request } = await leakJob(true);
    const hired = pushesTo(DEMO.provider.id).filter((push) => push.payload.kind === 'hired');
    expect(hired.map((push) => [push.endpoint, push.payload.title, push.payload.url])).toEqual([
      [ENDPOINT, 'You were hired', paths.work.getHref(request)],
      [`${ENDPOINT}-phone`, 'تم توظيفك', paths.work.getHref(request)],
    ]);
    expect(hired[0]?.payload.unread).toBeGreaterThan(0);
  });

  it('a new job in the provider’s services, opening the job; nothing to a provider without a device', async () => {
    await as('provider');
    await registerPushSubscription(device());
    await as('client');
    const request = await newRequest(LEAK_REPAIR);
    expect(pushesTo(DEMO.provider.id).map((push) => [push.payload.kind, push.payload.url])).toEqual([
      ['new_job', paths.job.getHref(request.id)],
    ]);
    expect(pushesTo(DEMO.company.id)).toEqual([]);
  });

  it.each([
    ['the event switched off', { new_job: false }, '12:00', 0],
    ['inside the quiet hours', {}, '23:30', 0],
    ['quiet hours switched off', { quiet_start: '00:00', quiet_end: '00:00' }, '23:30', 1],
    ['another event switched off', { hired: false }, '12:00', 1],
  ])('a new job with %s: %s pushes', async (_case, change, time, count) => {
    await as('provider');
    await registerPushSubscription(device());
    await updateNotificationPreferences(change);
    ammanAt(time);
    await as('client');
    await newRequest(LEAK_REPAIR);
    expect(pushesTo(DEMO.provider.id)).toHaveLength(count);
  });
});
