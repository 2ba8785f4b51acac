import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { appStore } from '@/store/app-store';
import { requestContext } from '@/store/request-context';
import { acceptLanguage, api, initApiClient } from './api-client';
import { AppError } from './errors';

describe('acceptLanguage', () => {
  it.each([
    ['ar', 'jo', 'ar-JO'],
    ['ar', 'sa', 'ar-SA'],
    ['ar', 'uk', 'ar-UK'],
    ['ar', null, 'ar-JO'],
    ['ar', '', 'ar-JO'],
    ['en', 'jo', 'en'],
    ['en', null, 'en'],
  ] as const)('%s with country %s → %s', (language, country, header) => {
    expect(acceptLanguage(language, country)).toBe(header);
  });
});

describe('the API client', () => {
  const jordan = { id: 1, code_name: 'jo', name_ar: 'الأردن', name_en: 'Jordan', is_available: true, dial_code: '+962' };
  let seen: Request | undefined;
  const echo = http.all('*/api/v1/echo/', ({ request }) => {
    seen = request;
    return HttpResponse.json({ ok: true });
  });

  beforeEach(() => {
    seen = undefined;
    server.use(echo);
    initApiClient({ onSessionExpired: () => undefined, context: requestContext });
  });

  it('adds country, bearer and Accept-Language to every request', async () => {
    appStore.reset({ language: 'ar', country: jordan });
    localStorage.setItem('access-token', 'abc');
    await api.get('echo/', { params: { page: 2 } });
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/v1/echo/');
    expect(url.searchParams.get('country')).toBe('1');
    expect(url.searchParams.get('page')).toBe('2');
    expect(seen!.headers.get('Authorization')).toBe('Bearer abc');
    expect(seen!.headers.get('Accept-Language')).toBe('ar-JO');
  });

  it('sends no Authorization header for a guest, and plain `en` in English', async () => {
    appStore.reset({ language: 'en', country: jordan });
    await api.post('echo/', {});
    expect(seen!.headers.get('Authorization')).toBeNull();
    expect(seen!.headers.get('Accept-Language')).toBe('en');
  });

  it('omits the country before it is known', async () => {
    appStore.reset({ language: 'en', country: null });
    await api.get('echo/');
    expect(new URL(seen!.url).searchParams.has('country')).toBe(false);
  });

  describe('errors', () => {
    const expired = vi.fn();
    beforeEach(() => {
      expired.mockReset();
      initApiClient({ onSessionExpired: expired, context: requestContext });
      appStore.reset({ language: 'en', country: jordan });
    });

    it('runs the session-expired handler on a 401 from any call but token auth', async () => {
      server.use(http.get('*/api/v1/auth/user/profile/', () => HttpResponse.json({ error: 'expired' }, { status: 401 })));
      await expect(api.get('auth/user/profile/')).rejects.toBeInstanceOf(AppError);
      expect(expired).toHaveBeenCalledTimes(1);
    });

    it('runs it once when several calls fail with 401 at once', async () => {
      server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ error: 'expired' }, { status: 401 })));
      const calls = [api.get('echo/'), api.get('echo/'), api.get('echo/')].map((call) => call.catch((error: unknown) => error));
      const errors = await Promise.all(calls);
      expect(errors.every((error) => error instanceof AppError && error.status === 401)).toBe(true);
      expect(expired).toHaveBeenCalledTimes(1);
    });

    it('does not run it for a 401 from POST auth/token/ (wrong credentials)', async () => {
      await expect(api.post('auth/token/', { email: 'client@sandbox.test', password: 'wrong-password' })).rejects.toMatchObject({
        status: 401,
        serverMessage: 'The given credentials is wrong',
        messageKey: 'WRONG_CREDENTIALS',
      });
      expect(expired).not.toHaveBeenCalled();
    });

    it.each([400, 403, 404, 500])('passes a %i to the caller without the handler', async (status) => {
      server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ error: 'Nope' }, { status })));
      await expect(api.get('echo/')).rejects.toMatchObject({ status, serverMessage: 'Nope' });
      expect(expired).not.toHaveBeenCalled();
    });

    it('turns a network failure into status 0', async () => {
      server.use(http.get('*/api/v1/echo/', () => HttpResponse.error()));
      await expect(api.get('echo/')).rejects.toMatchObject({ status: 0, isNetwork: true });
    });
  });
});
