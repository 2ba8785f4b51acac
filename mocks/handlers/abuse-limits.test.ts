import { CLIENT_HEADER } from '@/mocks/tables/shared/rate-limits';
import { RATE_LIMITS, type RateLimitName } from '@/services/shared/limits';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { advance, signInAs, signOut, useJordan } from './accounts.test-kit';
import { HOME_CLEANING, newRequest } from './market.test-kit';

/* Each abuse limit (services/shared/limits.ts RATE_LIMITS) per account and per client: 429, `Retry-After` and `retry_after`. */

const PAGE = `${window.location.origin}/clients/auth/resetPassword`;

async function post(path: string, body: unknown, client = 'device-a'): Promise<Response> {
  const token = localStorage.getItem('access-token');
  return fetch(`${window.location.origin}/api/v1/${path}?country=1`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [CLIENT_HEADER]: client,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Refused with the wait until the oldest counted call leaves the window: the whole window, since the
 * clock stands still between calls here (only `advance` moves it), however slow the run.
 */
async function expectRefused(response: Response, seconds: number): Promise<void> {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(seconds));
  expect(await response.json()).toMatchObject({ error: expect.any(String), retry_after: seconds });
}

/** Call `limit.perAccount` times (all allowed), then once more (refused for the whole window). */
async function exhaustAccount(name: RateLimitName, call: (client: string) => Promise<Response>): Promise<void> {
  const limit = RATE_LIMITS[name];
  for (let index = 0; index < limit.perAccount; index += 1)
    expect((await call(`device-${index % 2}`)).status).toBeLessThan(300);
  await expectRefused(await call('device-0'), limit.windowSeconds);
}

beforeEach(() => {
  // Only Date is faked (timers run): the sandbox's clock moves by `advance` alone.
  vi.useFakeTimers({ toFake: ['Date'] });
  useJordan();
  signOut();
});
afterEach(() => void vi.useRealTimers());

describe('per account', () => {
  it.each<[RateLimitName, () => Promise<(client: string) => Promise<Response>>]>([
    [
      'forgotPassword',
      async () => (client) =>
        post('auth/forgot-password/', { email: DEMO.client.email, type: 'client', redirect_url: PAGE }, client),
    ],
    [
      'verificationResend',
      async () => (client) =>
        post('auth/resend-verification-email/', { email: DEMO.unverified.email, redirect_url: PAGE }, client),
    ],
    [
      'guestContact',
      async () => (client) =>
        post('contact-us/', { topic: 'general', details: 'Hello', name: 'Guest', email: 'guest@example.com' }, client),
    ],
    [
      'report',
      async () => {
        await signInAs(DEMO.client.email, DEMO_PASSWORD);
        return (client) => post('reports/', { reported_user: DEMO.provider.id, request: null, reason: 'spam' }, client);
      },
    ],
    [
      'invite',
      async () => {
        await signInAs(DEMO.client.email, DEMO_PASSWORD);
        const request = await newRequest(HOME_CLEANING);
        return (client) => post(`requests/${request.id}/invite/`, { provider: DEMO.provider.id }, client);
      },
    ],
  ])(
    '%s: the account is refused from any client once its allowance is used, until the window ends',
    async (name, setUp) => {
      const call = await setUp();
      await exhaustAccount(name, call);
      await expectRefused(await call('device-9'), RATE_LIMITS[name].windowSeconds);
      advance(RATE_LIMITS[name].windowSeconds * 1000);
      // A signed-in caller's access token (5 minutes) ran out with the window: sign in again.
      if (localStorage.getItem('access-token')) await signInAs(DEMO.client.email, DEMO_PASSWORD);
      expect((await call('device-9')).status).toBeLessThan(300);
    },
  );
});

describe('per client', () => {
  it('forgot-password: one client asking for many accounts is refused; another client is not', async () => {
    const { perClient, windowSeconds } = RATE_LIMITS.forgotPassword;
    for (let index = 0; index < perClient; index += 1) {
      expect(
        (
          await post('auth/forgot-password/', {
            email: `person${index}@example.com`,
            type: 'client',
            redirect_url: PAGE,
          })
        ).status,
      ).toBe(200);
    }
    await expectRefused(
      await post('auth/forgot-password/', { email: 'another@example.com', type: 'client', redirect_url: PAGE }),
      windowSeconds,
    );
    expect(
      (
        await post(
          'auth/forgot-password/',
          { email: 'another@example.com', type: 'client', redirect_url: PAGE },
          'device-b',
        )
      ).status,
    ).toBe(200);
  });
});

describe('sign-in lockout: temporary, per account and client', () => {
  const attempt = (password: string, client: string, email: string = DEMO.client.email) =>
    post('auth/token/', { email, password }, client);

  it("a stranger's failures lock only the stranger's client, for 15 minutes", async () => {
    const { perAccount, lockSeconds } = RATE_LIMITS.signIn;
    for (let index = 1; index < perAccount; index += 1) expect((await attempt('wrong', 'stranger')).status).toBe(401);
    await expectRefused(await attempt('wrong', 'stranger'), lockSeconds);
    await expectRefused(await attempt(DEMO_PASSWORD, 'stranger'), lockSeconds);
    expect((await attempt(DEMO_PASSWORD, 'owner')).status).toBe(200);
    advance(lockSeconds * 1000);
    expect((await attempt(DEMO_PASSWORD, 'stranger')).status).toBe(200);
  });

  it('one client failing across many accounts is refused after the per-client allowance', async () => {
    const { perClient, windowSeconds } = RATE_LIMITS.signIn;
    for (let index = 0; index < perClient; index += 1) {
      expect((await attempt('wrong', 'sprayer', `person${index}@example.com`)).status).toBe(401);
    }
    await expectRefused(await attempt(DEMO_PASSWORD, 'sprayer'), windowSeconds);
    expect((await attempt(DEMO_PASSWORD, 'owner')).status).toBe(200);
  });
});
