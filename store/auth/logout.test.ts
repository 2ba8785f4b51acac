import { http, HttpResponse } from 'msw';
import { profileQueryOptions } from '@/hooks/auth/use-profile';
import { createQueryClient } from '@/hooks/shared/query-client';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { obtainToken } from '@/services/auth/auth';
import { saveContactDraft } from '@/store/content/contact-draft';
import { appStore } from '@/store/shared/app-store';
import { galleryImages, offerImages, requestImages } from '@/store/shared/draft-images';
import { STORAGE_KEYS, storeTokens, writeString } from '@/store/shared/storage';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { logout } from './logout';
import { expireSession } from './session';

// The server call, spied on: a test makes it fail as a chunk that cannot load offline would.
vi.mock('@/services/auth/logout', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/auth/logout')>();
  return {
    ...actual,
    logoutSession: vi.fn(actual.logoutSession),
  };
});

const photo = new Blob(['x'], { type: 'image/jpeg' });
const photosLeft = async () =>
  [await requestImages.get('p1'), await offerImages.get('o1'), await galleryImages.get('g1')].filter(Boolean).length;

async function signedInWithDrafts(): Promise<{ access: string; refresh: string }> {
  appStore.reset({
    user: { id: 101, user: { id: DEMO.client.id } } as never,
    country: db.state.locations.countries[0] ?? null,
  });
  const tokens = await obtainToken({ email: DEMO.client.email, password: DEMO_PASSWORD });
  storeTokens(tokens.access, tokens.refresh);
  writeString(STORAGE_KEYS.language, 'en');
  saveContactDraft({ topic: '', details: 'Hello', name: 'Sara', email: 's@example.com' });
  await Promise.all([requestImages.put('p1', photo), offerImages.put('o1', photo), galleryImages.put('g1', photo)]);
  return tokens;
}

const sessionAlive = (access: string) => db.state.accounts.sessions.some((session) => session.access === access);

describe('logout: the device first, whatever the network', () => {
  it('clears the device at once, before the server has answered', async () => {
    await signedInWithDrafts();
    const leaving = logout({ reload: vi.fn() });
    expect(Object.keys(localStorage)).toEqual(['LANGUAGE']);
    expect(appStore.getState().user).toBeNull();
    await leaving;
    expect(await photosLeft()).toBe(0);
  });

  it("when the server call's code cannot load (offline), signs out on the device and reloads", async () => {
    const { logoutSession } = await import('@/services/auth/logout');
    vi.mocked(logoutSession).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { access } = await signedInWithDrafts();
    const reload = vi.fn();
    await logout({ reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage)).toEqual(['LANGUAGE']);
    expect(await photosLeft()).toBe(0);
    expect(sessionAlive(access)).toBe(true);
  });

  it('ends the session with the bearer when the device holds no refresh token', async () => {
    const { access } = await signedInWithDrafts();
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    await logout({ reload: vi.fn() });
    expect(sessionAlive(access)).toBe(false);
  });

  it('leaves nothing of the user from an answer in flight: it is not read, not cached, not toasted', async () => {
    await signedInWithDrafts();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked!: () => void;
    const inFlight = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.get('*/auth/user/profile/', async () => {
        asked();
        await answered;
        return HttpResponse.json({ id: 101, user: { id: DEMO.client.id, email: DEMO.client.email } });
      }),
    );
    const queryClient = createQueryClient({ retry: false });
    const reading = queryClient.fetchQuery(profileQueryOptions());
    await inFlight;
    const leaving = logout({ reload: vi.fn() });
    answer();
    await expect(reading).rejects.toMatchObject({ unanswered: 'signed-out' });
    await leaving;
    expect(queryClient.getQueryData(profileQueryOptions().queryKey)).toBeUndefined();
    expect(appStore.getState().toastMessage).toBeNull();
  });

  it('a refusal met on its way out (a 401, the socket) does not send the page to the login', async () => {
    await signedInWithDrafts();
    const reload = vi.fn();
    const leaving = logout({ reload });
    const assign = vi.fn();
    expireSession({ pathname: '/clients/settings/edit-profile', search: '?lang=en', assign });
    await leaving;
    expect(assign).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});
