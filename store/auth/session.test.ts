import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { toUserProfile } from '@/mocks/tables/auth/users';
import { obtainToken } from '@/services/auth/auth';
import { saveContactDraft } from '@/store/content/contact-draft';
import { emptyOfferDraft, saveOfferDraft } from '@/store/offers/offer-draft';
import { emptyProviderDraft, saveProviderDraft } from '@/store/provider-account/provider-draft';
import { emptyDraft, loadDraft, readRequestDrafts, saveDraft } from '@/store/requests/request-draft';
import { appStore } from '@/store/shared/app-store';
import { restoreDialogDraft, saveDialogDraft } from '@/store/shared/dialog-draft';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { galleryImages, offerImages, requestImages } from '@/store/shared/draft-images';
import { DRAFT_KEYS, STORAGE_KEYS, storeTokens, writeJson, writeString } from '@/store/shared/storage';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { logout } from './logout';
import { followOtherTabs } from './other-tabs';
import { dropSession, expireSession, onSessionEnd } from './session';

function signedIn(): void {
  storeTokens('access', 'refresh');
  writeString(STORAGE_KEYS.language, 'en');
  writeJson(STORAGE_KEYS.userInfo, { id: 101 });
  const account = db.state.accounts.users[0];
  if (!account) throw new Error('no seed user');
  appStore.reset({ user: toUserProfile(account), country: db.state.locations.countries[0] ?? null });
}

function expectSignedOut(): void {
  expect(Object.keys(localStorage)).toEqual(['LANGUAGE']);
  expect(appStore.getState().user).toBeNull();
}

describe('session end', () => {
  it.each([
    [
      '/service-providers/scheduled-works',
      '?week=2',
      '/service-providers/auth/login?next=%2Fservice-providers%2Fscheduled-works%3Fweek%3D2',
    ],
    ['/clients/my-requests', '', '/clients/auth/login?next=%2Fclients%2Fmy-requests'],
  ])('expireSession on %s%s clears the session and goes to %s', (pathname, search, target) => {
    signedIn();
    const assign = vi.fn();
    expireSession({ pathname, search, assign });
    expect(assign).toHaveBeenCalledExactlyOnceWith(target);
    expectSignedOut();
  });

  it.each([
    ['/service-providers/auth/login', '?next=%2Fservice-providers%2Fnotifications'],
    ['/clients/auth/register', ''],
  ])('expireSession on %s%s clears the session and stays, keeping the way back', (pathname, search) => {
    signedIn();
    const assign = vi.fn();
    expireSession({ pathname, search, assign });
    expect(assign).not.toHaveBeenCalled();
    expectSignedOut();
  });

  it('logout clears the session (the language stays), resets the user and reloads', async () => {
    signedIn();
    const reload = vi.fn();
    await logout({ reload });
    expect(reload).toHaveBeenCalledOnce();
    expectSignedOut();
    expect(localStorage.getItem('LANGUAGE')).toBe('en');
  });

  it('runs the registered cleanups (the socket) once per session end, until unregistered', async () => {
    const cleanup = vi.fn();
    const unregister = onSessionEnd(cleanup);
    await logout({ reload: vi.fn() });
    expect(cleanup).toHaveBeenCalledOnce();
    unregister();
    expireSession({ pathname: '/clients/homepage', search: '', assign: vi.fn() });
    expect(cleanup).toHaveBeenCalledOnce();
  });
});

describe('what ends with the session: the drafts', () => {
  const photo = new Blob(['x'], { type: 'image/jpeg' });

  async function withDrafts(): Promise<void> {
    const owner = appStore.getState().user?.user.id ?? null;
    saveDraft({ ...emptyDraft(11), comment: 'Ring twice', images: [{ id: 'p1', name: 'sink.jpg' }] });
    saveOfferDraft({ ...emptyOfferDraft(6011), price: '20' });
    saveProviderDraft({ ...emptyProviderDraft, description: 'Ten years' });
    saveContactDraft({ topic: '', details: 'Hello', name: 'Sara', email: 's@example.com' });
    saveDialogDraft(dialogDraftId.topUp(), { amount: '25' });
    await Promise.all([requestImages.put('p1', photo), offerImages.put('o1', photo), galleryImages.put('g1', photo)]);
    expect(readRequestDrafts()['11']?.owner).toBe(owner);
  }

  const photosLeft = async () =>
    [await requestImages.get('p1'), await offerImages.get('o1'), await galleryImages.get('g1')].filter(Boolean).length;

  it('an expiry keeps every draft and photo; the same user finds them again', async () => {
    signedIn();
    await withDrafts();
    expireSession({ pathname: '/clients/homepage', search: '', assign: vi.fn() });
    expect(Object.keys(localStorage).sort()).toEqual([...DRAFT_KEYS, 'LANGUAGE'].sort());
    expect(await photosLeft()).toBe(3);
    signedIn();
    expect(loadDraft(11).comment).toBe('Ring twice');
    expect(restoreDialogDraft(dialogDraftId.topUp(), { amount: '' })).toEqual({ amount: '25' });
  });

  it('logout ends the session on the server, then leaves only the language: no draft, no photo in any store', async () => {
    signedIn();
    const { refresh } = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
    storeTokens('access', refresh);
    await withDrafts();
    await logout({ reload: vi.fn() });
    expect(Object.keys(localStorage)).toEqual(['LANGUAGE']);
    expect(await photosLeft()).toBe(0);
    expect(db.state.accounts.sessions.some((session) => session.refresh === refresh)).toBe(false);
  });

  it('logout signs out on the device even when the server call fails', async () => {
    signedIn();
    sandboxControl.fail({ method: 'POST', path: 'auth/logout/', status: 500 });
    const reload = vi.fn();
    await logout({ reload });
    expect(reload).toHaveBeenCalledOnce();
    expectSignedOut();
  });

  it('an account close (dropSession) wipes every draft and photo too', async () => {
    signedIn();
    await withDrafts();
    await dropSession();
    expect(Object.keys(localStorage)).toEqual(['LANGUAGE']);
    expect(await photosLeft()).toBe(0);
  });
});

describe('other tabs', () => {
  const storageEvent = (key: string | null, oldValue: string | null, newValue: string | null) =>
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage });

  it.each<[string, string | null, string | null, string | null]>([
    ['a sign-out there', 'access-token', 'access', null],
    ['a sign-in as someone else there', 'USER_INFO', '{"id":101,"user":{"id":1}}', '{"id":102,"user":{"id":2}}'],
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
    ['a token refresh there', 'access-token', 'access', 'access-2'],
    ['the same user signing in again there', 'USER_INFO', '{"id":101,"user":{"id":1}}', '{"id":101,"user":{"id":1}}'],
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
