import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { appStore } from '@/store/shared/app-store';
import { requestContext, sessionTokens } from '@/store/shared/request-context';
import { acceptLanguage, api, initApiClient } from './api-client';
import { AppError } from './errors';
import {
  forgetHonoredHeaders,
  HONORED_HEADERS_HEADER,
  IDEMPOTENCY_HEADER,
  idempotencyHeaders,
} from './idempotency-header';

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
  const jordan = {
    id: 1,
    code_name: 'jo',
    name_ar: 'الأردن',
    name_en: 'Jordan',
    is_available: true,
    dial_code: '+962',
  };
  let seen: Request | undefined;
  const echo = http.all('*/api/v1/echo/', ({ request }) => {
    seen = request;
    return HttpResponse.json({ ok: true });
  });

  beforeEach(() => {
    seen = undefined;
    server.use(echo);
    initApiClient({ onSessionExpired: () => undefined, context: requestContext, tokens: sessionTokens });
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
      initApiClient({ onSessionExpired: expired, context: requestContext, tokens: sessionTokens });
      appStore.reset({ language: 'en', country: jordan });
    });

    it('runs the session-expired handler on a 401 from any call but token auth', async () => {
      server.use(
        http.get('*/api/v1/auth/user/profile/', () => HttpResponse.json({ error: 'expired' }, { status: 401 })),
      );
      await expect(api.get('auth/user/profile/')).rejects.toBeInstanceOf(AppError);
      expect(expired).toHaveBeenCalledTimes(1);
    });

    it('runs it once when several calls fail with 401 at once', async () => {
      server.use(http.get('*/api/v1/echo/', () => HttpResponse.json({ error: 'expired' }, { status: 401 })));
      const calls = [api.get('echo/'), api.get('echo/'), api.get('echo/')].map((call) =>
        call.catch((error: unknown) => error),
      );
      const errors = await Promise.all(calls);
      expect(errors.every((error) => error instanceof AppError && error.status === 401)).toBe(true);
      expect(expired).toHaveBeenCalledTimes(1);
    });

    it('does not run it for a 401 from POST auth/token/ (wrong credentials)', async () => {
      await expect(
        api.post('auth/token/', { email: 'client@sandbox.test', password: 'wrong-password' }),
      ).rejects.toMatchObject({
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

  describe('a 401 refreshes the session once (docs/api/accounts.md "Sessions")', () => {
    const expired = vi.fn();
    let refreshCalls: unknown[] = [];
    let echoCalls: (string | null)[] = [];
    /** echo/ accepts only the token `fresh`; the refresh answers `refreshWith`. */
    const handlers = (refreshWith: () => Response) => [
      http.get('*/api/v1/echo/', ({ request }) => {
        const auth = request.headers.get('Authorization');
        echoCalls.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ error: 'expired' }, { status: 401 });
      }),
      http.post('*/api/v1/auth/token/refresh/', async ({ request }) => {
        refreshCalls.push(await request.json());
        return refreshWith();
      }),
    ];

    beforeEach(() => {
      expired.mockReset();
      refreshCalls = [];
      echoCalls = [];
      initApiClient({ onSessionExpired: expired, context: requestContext, tokens: sessionTokens });
      appStore.reset({ language: 'en', country: jordan });
      localStorage.setItem('access-token', 'stale');
      localStorage.setItem('refresh-token', 'r1');
    });

    it('concurrent 401s make one refresh call, and each call is retried once with the new token', async () => {
      server.use(...handlers(() => HttpResponse.json({ access: 'fresh', refresh: 'r2' })));
      const results = await Promise.all([api.get('echo/'), api.get('echo/'), api.get('echo/')]);
      expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(refreshCalls).toEqual([{ refresh: 'r1' }]);
      expect(echoCalls.filter((auth) => auth === 'Bearer stale')).toHaveLength(3);
      expect(echoCalls.filter((auth) => auth === 'Bearer fresh')).toHaveLength(3);
      expect([localStorage.getItem('access-token'), localStorage.getItem('refresh-token')]).toEqual(['fresh', 'r2']);
      expect(expired).not.toHaveBeenCalled();
    });

    it('keeps the stored refresh token when the backend does not rotate it', async () => {
      server.use(...handlers(() => HttpResponse.json({ access: 'fresh' })));
      await api.get('echo/');
      expect([localStorage.getItem('access-token'), localStorage.getItem('refresh-token')]).toEqual(['fresh', 'r1']);
    });

    it('uses a token another tab already renewed without refreshing again', async () => {
      server.use(
        http.get('*/api/v1/echo/', ({ request }) => {
          const auth = request.headers.get('Authorization');
          echoCalls.push(auth);
          // The other tab renews while this call is on its way.
          if (auth === 'Bearer stale') localStorage.setItem('access-token', 'fresh');
          return auth === 'Bearer fresh'
            ? HttpResponse.json({ ok: true })
            : HttpResponse.json({ error: 'expired' }, { status: 401 });
        }),
        ...handlers(() => HttpResponse.json({ access: 'other' })),
      );
      await expect(api.get('echo/')).resolves.toMatchObject({ data: { ok: true } });
      expect(refreshCalls).toEqual([]);
    });

    it.each([400, 401, 404])(
      'a refresh answered %i ends the session: the call fails with its 401, the expiry runs once',
      async (status) => {
        server.use(...handlers(() => HttpResponse.json({ error: 'Token is invalid or expired' }, { status })));
        const errors = await Promise.all(
          [api.get('echo/'), api.get('echo/')].map((call) => call.catch((error: unknown) => error)),
        );
        expect(errors).toMatchObject([{ status: 401 }, { status: 401 }]);
        expect(refreshCalls).toHaveLength(1);
        expect(expired).toHaveBeenCalledTimes(1);
      },
    );

    it('a call refused again after the refresh is not retried twice: the session expires', async () => {
      server.use(...handlers(() => HttpResponse.json({ access: 'still-refused' })));
      await expect(api.get('echo/')).rejects.toMatchObject({ status: 401 });
      expect(echoCalls).toEqual(['Bearer stale', 'Bearer still-refused']);
      expect(expired).toHaveBeenCalledTimes(1);
    });

    it('a refresh that cannot be made (offline) fails the call without ending the session', async () => {
      server.use(...handlers(() => HttpResponse.error()));
      await expect(api.get('echo/')).rejects.toMatchObject({ status: 0, isNetwork: true });
      expect(expired).not.toHaveBeenCalled();
      expect(localStorage.getItem('refresh-token')).toBe('r1');
    });

    it('with NEXT_PUBLIC_TOKEN_REFRESH=off, a 401 ends the session at once, no refresh (spec §8)', async () => {
      vi.stubEnv('NEXT_PUBLIC_TOKEN_REFRESH', 'off');
      try {
        server.use(...handlers(() => HttpResponse.json({ access: 'fresh' })));
        await expect(api.get('echo/')).rejects.toMatchObject({ status: 401 });
        expect(refreshCalls).toEqual([]);
        expect(echoCalls).toEqual(['Bearer stale']);
        expect(expired).toHaveBeenCalledTimes(1);
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it('never refreshes on the 401 of token auth, and not for a guest', async () => {
      server.use(...handlers(() => HttpResponse.json({ access: 'fresh' })));
      await expect(
        api.post('auth/token/', { email: 'client@sandbox.test', password: 'wrong-password' }),
      ).rejects.toMatchObject({ status: 401 });
      localStorage.removeItem('access-token');
      await expect(api.get('echo/')).rejects.toMatchObject({ status: 401 });
      expect(refreshCalls).toEqual([]);
    });
  });
});

describe('a designed request header goes only to a backend that says it honours it', () => {
  const keys: (string | null)[] = [];
  const answer = (headers: Record<string, string>) =>
    http.all('*/api/v1/echo/', ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER));
      return HttpResponse.json({ ok: true }, { headers });
    });
  const create = () => api.post('echo/', {}, { headers: idempotencyHeaders('key-1') });

  beforeEach(() => {
    keys.length = 0;
    forgetHonoredHeaders();
    initApiClient({ onSessionExpired: () => undefined, context: requestContext, tokens: sessionTokens });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetHonoredHeaders();
  });

  it('no Idempotency-Key until an answer says `Honored-Request-Headers: Idempotency-Key`, then on every create', async () => {
    server.use(answer({}));
    await create();
    server.use(answer({ [HONORED_HEADERS_HEADER]: 'Idempotency-Key' }));
    await api.get('echo/');
    await create();
    server.use(answer({}));
    await create();
    expect(keys).toEqual([null, null, 'key-1', 'key-1']);
  });

  it('an error answer teaches it too', async () => {
    server.use(
      http.all('*/api/v1/echo/', () =>
        HttpResponse.json(
          { detail: 'Not found.' },
          { status: 404, headers: { [HONORED_HEADERS_HEADER]: 'idempotency-key' } },
        ),
      ),
    );
    await api.get('echo/').catch(() => undefined);
    expect(idempotencyHeaders('k')).toEqual({ [IDEMPOTENCY_HEADER]: 'k' });
  });

  it('NEXT_PUBLIC_HONORED_REQUEST_HEADERS=Idempotency-Key sends it from the first call', async () => {
    vi.stubEnv('NEXT_PUBLIC_HONORED_REQUEST_HEADERS', 'Idempotency-Key');
    server.use(answer({}));
    await create();
    expect(keys).toEqual(['key-1']);
  });
});
