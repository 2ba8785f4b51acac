import { advance, rawPost, signInAs, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { REFRESH_REUSE_RULES } from '@/mocks/rules/auth/refresh-reuse';
import { SESSION_RULES } from '@/mocks/rules/auth/sessions';
import { changePassword, obtainToken } from '@/services/auth/auth';
import { logoutSession } from '@/services/auth/logout';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';

/* docs/api/accounts.md "Refresh reuse": the refresh token a rotation replaced renews nothing new for 30 s. */

beforeEach(() => useJordan());

interface Pair {
  access: string;
  refresh: string;
}

const refreshWith = (refresh: string) => rawPost('auth/token/refresh/', { refresh });
const renewed = async (refresh: string): Promise<Pair> => {
  const response = await refreshWith(refresh);
  expect(response.status).toBe(200);
  return (await response.json()) as Pair;
};
const signIn = () => obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });

describe('POST auth/token/refresh/ with a refresh token the session rotated away', () => {
  it('two refreshes with the same token (a reload while one was on its way): both get the same pair', async () => {
    const first = await signIn();
    advance(SESSION_RULES.accessTtlMs + 1000);
    const [one, two] = await Promise.all([renewed(first.refresh), renewed(first.refresh)]);
    expect(two).toEqual(one);
    expect(one.refresh).not.toBe(first.refresh);
    // Still the session's current pair: its refresh renews it as usual.
    expect((await renewed(one.refresh)).refresh).not.toBe(one.refresh);
  });

  it('is accepted until the window ends, then refused and the session ends (a reuse signals a theft)', async () => {
    const first = await signIn();
    const pair = await renewed(first.refresh);
    advance(REFRESH_REUSE_RULES.graceMs - 1000);
    expect(await renewed(first.refresh)).toEqual(pair);
    advance(1000);
    expect((await refreshWith(first.refresh)).status).toBe(401);
    expect((await refreshWith(pair.refresh)).status).toBe(401);
  });

  it('a logout ends the window at once', async () => {
    const first = await signIn();
    const pair = await renewed(first.refresh);
    await logoutSession({ refresh: pair.refresh, access: null });
    expect((await refreshWith(first.refresh)).status).toBe(401);
  });

  it('a session past its expiry is not renewed by it', async () => {
    const first = await signIn();
    await renewed(first.refresh);
    advance(SESSION_RULES.refreshTtlMs + 1000);
    expect((await refreshWith(first.refresh)).status).toBe(401);
  });

  it('a password change leaves no window: the replaced refresh token is refused at once', async () => {
    await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const before = localStorage.getItem('refresh-token') ?? '';
    const answer = await changePassword({
      old_password: DEMO_PASSWORD,
      new_password: 'NewPassword1',
      confirm_new_password: 'NewPassword1',
      referer: '',
    });
    expect(before).not.toBe('');
    expect((await refreshWith(before)).status).toBe(401);
    expect((await renewed(answer.refresh ?? '')).access).toEqual(expect.any(String));
  });
});
