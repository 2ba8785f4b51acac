import { toUserProfile } from '@/mocks/data/serializers';
import { db } from '@/mocks/db';
import { appStore } from './app-store';
import { expireSession, logout, onSessionEnd } from './session';
import { STORAGE_KEYS, storeTokens, writeJson, writeString } from './storage';

function signedIn(): void {
  storeTokens('access', 'refresh');
  writeString(STORAGE_KEYS.language, 'en');
  writeJson(STORAGE_KEYS.userInfo, { id: 101 });
  const account = db.state.accounts.users[0];
  if (!account) throw new Error('no seed user');
  appStore.reset({ user: toUserProfile(account) });
}

function expectSignedOut(): void {
  expect(Object.keys(localStorage)).toEqual(['LANGUAGE']);
  expect(appStore.getState().user).toBeNull();
}

describe('session end', () => {
  it.each([
    ['/service-providers/my-scheduled-works', '?week=2', '/service-providers/auth/login?next=%2Fservice-providers%2Fmy-scheduled-works%3Fweek%3D2'],
    ['/clients/my-requests', '', '/clients/auth/login?next=%2Fclients%2Fmy-requests'],
    ['/clients/auth/login', '', '/clients/auth/login'],
  ])('expireSession on %s%s clears the session and goes to %s', (pathname, search, target) => {
    signedIn();
    const assign = vi.fn();
    expireSession({ pathname, search, assign });
    expect(assign).toHaveBeenCalledExactlyOnceWith(target);
    expectSignedOut();
  });

  it('logout clears the session (the language stays), resets the user and reloads', () => {
    signedIn();
    const reload = vi.fn();
    logout({ reload });
    expect(reload).toHaveBeenCalledOnce();
    expectSignedOut();
    expect(localStorage.getItem('LANGUAGE')).toBe('en');
  });

  it('runs the registered cleanups (the socket) once per session end, until unregistered', () => {
    const cleanup = vi.fn();
    const unregister = onSessionEnd(cleanup);
    logout({ reload: vi.fn() });
    expect(cleanup).toHaveBeenCalledOnce();
    unregister();
    expireSession({ pathname: '/clients/homepage', search: '', assign: vi.fn() });
    expect(cleanup).toHaveBeenCalledOnce();
  });
});
