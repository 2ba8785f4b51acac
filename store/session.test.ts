import { toUserProfile } from '@/mocks/data/serializers';
import { db } from '@/mocks/db';
import { appStore } from './app-store';
import { followOtherTabs } from './other-tabs';
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
    ['/service-providers/scheduled-works', '?week=2', '/service-providers/auth/login?next=%2Fservice-providers%2Fscheduled-works%3Fweek%3D2'],
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

describe('other tabs', () => {
  const storageEvent = (key: string | null, oldValue: string | null, newValue: string | null) =>
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage });

  it.each<[string, string | null, string | null, string | null]>([
    ['a sign-out there', 'access-token', 'access', null],
    ['a sign-in as someone else there', 'access-token', 'access', 'access-2'],
    ['a sign-in there while signed out here', 'access-token', null, 'access-2'],
    ['the whole storage cleared there', null, null, null],
  ])('%s: this tab closes its socket, resets the user and reloads', (_, key, oldValue, newValue) => {
    signedIn();
    const reload = vi.fn();
    const cleanup = vi.fn();
    const stopCleanup = onSessionEnd(cleanup);
    const stop = followOtherTabs(window, { reload });
    window.dispatchEvent(storageEvent(key, oldValue, newValue));
    stop();
    stopCleanup();
    expect(reload).toHaveBeenCalledOnce();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(appStore.getState().user).toBeNull();
  });

  it.each<[string, string | null, string | null, string | null]>([
    ['another key (the language)', 'LANGUAGE', 'ar', 'en'],
    ['the same token written again', 'access-token', 'access', 'access'],
  ])('ignores %s', (_, key, oldValue, newValue) => {
    signedIn();
    const reload = vi.fn();
    const stop = followOtherTabs(window, { reload });
    window.dispatchEvent(storageEvent(key, oldValue, newValue));
    stop();
    expect(reload).not.toHaveBeenCalled();
    expect(appStore.getState().user).not.toBeNull();
  });
});
