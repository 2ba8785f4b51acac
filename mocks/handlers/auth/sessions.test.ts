import { advance, rawPost, signInAs, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { REFRESH_REUSE_RULES } from '@/mocks/rules/auth/refresh-reuse';
import { SESSION_RULES } from '@/mocks/rules/auth/sessions';
import { createSandboxApi } from '@/mocks/sandbox-api';
import { changePassword, obtainToken } from '@/services/auth/auth';
import { logoutSession } from '@/services/auth/logout';
import { getUserProfile } from '@/services/auth/profile';
import { STORAGE_KEYS } from '@/store/shared/storage';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';

beforeEach(() => useJordan());

/** GET auth/user/profile/ with this bearer, outside the app's client (which would refresh). */
const profileStatus = async (access: string) =>
  (
    await fetch(`${window.location.origin}/api/v1/auth/user/profile/?country=1`, {
      headers: { Authorization: `Bearer ${access}` },
    })
  ).status;

const refreshWith = (refresh: string) => rawPost('auth/token/refresh/', { refresh });

describe('POST auth/token/refresh/', () => {
  it('renews an expired access token and rotates the refresh token (the old one is refused after 30 s)', async () => {
    const first = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    advance(SESSION_RULES.accessTtlMs + 1000);
    expect(await profileStatus(first.access)).toBe(401);
    const response = await refreshWith(first.refresh);
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as { access: string; refresh: string };
    expect(renewed.access).not.toBe(first.access);
    expect(renewed.refresh).not.toBe(first.refresh);
    expect(await profileStatus(renewed.access)).toBe(200);
    advance(REFRESH_REUSE_RULES.graceMs);
    expect((await refreshWith(first.refresh)).status).toBe(401);
  });

  it('the app refreshes silently: an expired access token, the call still answers', async () => {
    const access = await signInAs(DEMO.client.email, DEMO_PASSWORD);
    advance(SESSION_RULES.accessTtlMs + 1000);
    await expect(getUserProfile()).resolves.toMatchObject({ user: { email: DEMO.client.email } });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).not.toBe(access);
  });

  it.each([
    ['an unknown token', 'nope'],
    ['an empty token', ''],
  ])('answers 401 "Token is invalid or expired" for %s', async (_, refresh) => {
    const response = await refreshWith(refresh);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Token is invalid or expired' });
  });

  it('answers 401 once the refresh token itself expired', async () => {
    const { refresh } = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    advance(SESSION_RULES.refreshTtlMs + 1000);
    expect((await refreshWith(refresh)).status).toBe(401);
  });
});

describe('POST auth/logout/', () => {
  it('blacklists the refresh token: both tokens of the session are refused after it, other sessions go on', async () => {
    const other = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    const access = await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const refresh = localStorage.getItem(STORAGE_KEYS.refreshToken) ?? '';
    await expect(logoutSession({ refresh, access: null })).resolves.toEqual({ detail: 'Done' });
    expect(await profileStatus(access)).toBe(401);
    expect((await refreshWith(refresh)).status).toBe(401);
    expect(await profileStatus(other.access)).toBe(200);
  });

  it('answers 401 for tokens that end no session', async () => {
    await expect(logoutSession({ refresh: 'nope', access: null })).rejects.toMatchObject({ status: 401 });
    await expect(logoutSession({ refresh: null, access: 'nope' })).rejects.toMatchObject({ status: 401 });
  });

  it('ends the session of its bearer alone, expired or not: a device without its refresh token logs out too', async () => {
    const { access, refresh } = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    advance(SESSION_RULES.accessTtlMs + 1000);
    await expect(logoutSession({ refresh: null, access })).resolves.toEqual({ detail: 'Done' });
    expect((await refreshWith(refresh)).status).toBe(401);
  });
});

describe('POST auth/change-password/ ends the other sessions', () => {
  it('other tokens get 401; this session goes on with the fresh pair it receives', async () => {
    const other = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    const access = await signInAs(DEMO.client.email, DEMO_PASSWORD);
    const answer = await changePassword({
      old_password: DEMO_PASSWORD,
      new_password: 'NewPassword1',
      confirm_new_password: 'NewPassword1',
      referer: '',
    });
    expect(answer).toEqual({ detail: 'Done', access: expect.any(String), refresh: expect.any(String) });
    expect(await profileStatus(other.access)).toBe(401);
    expect((await refreshWith(other.refresh)).status).toBe(401);
    expect(await profileStatus(access)).toBe(401);
    expect(await profileStatus(answer.access ?? '')).toBe(200);
  });
});

describe('window.__sandbox session controls', () => {
  it('expireAccessTokens: the access token is refused, its refresh still renews it', async () => {
    const { access, refresh } = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    createSandboxApi().expireAccessTokens();
    expect(await profileStatus(access)).toBe(401);
    expect((await refreshWith(refresh)).status).toBe(200);
  });

  it('expireSessions: both tokens are refused', async () => {
    const { access, refresh } = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    createSandboxApi().expireSessions();
    expect(await profileStatus(access)).toBe(401);
    expect((await refreshWith(refresh)).status).toBe(401);
  });
});
