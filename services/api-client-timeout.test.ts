import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { appStore } from '@/store/app-store';
import { requestContext, sessionTokens } from '@/store/request-context';
import { api, initApiClient } from './api-client';
import { AppError, errorCopy } from './errors';
import { TIMEOUTS } from './timeouts';

/** A call the server is slow to answer ends as a timeout at its deadline (services/timeouts.ts), read per call. */
describe('the API client gives up on a slow answer', () => {
  const saved = { ...TIMEOUTS };

  beforeEach(() => {
    Object.assign(TIMEOUTS, { callMs: 100, uploadMs: 600 });
    server.use(http.all('*/api/v1/slow/', async () => (await delay(300), HttpResponse.json({ ok: true }))));
    initApiClient({ onSessionExpired: () => undefined, context: requestContext, tokens: sessionTokens });
    appStore.reset({ language: 'en', country: null });
  });

  afterEach(() => Object.assign(TIMEOUTS, saved));

  it.each(['get', 'post'] as const)('a %s past the default wait is a timeout, with its own copy', async (method) => {
    const started = Date.now();
    const error: unknown = await api[method]('slow/').catch((failure: unknown) => failure);
    expect(Date.now() - started).toBeLessThan(300);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 0, unanswered: 'timeout' });
    expect(errorCopy(error as AppError)).toEqual({ message: 'common:timedOut', raw: false });
  });

  it('an upload (a multipart body) has the longer wait and gets its answer', async () => {
    const form = new FormData();
    form.append('purpose', 'request');
    await expect(api.post('slow/', form)).resolves.toMatchObject({ data: { ok: true } });
    await expect(api.post('slow/', { purpose: 'request' })).rejects.toMatchObject({ unanswered: 'timeout' });
  });

  it('with NEXT_PUBLIC_CALL_TIMEOUT=off, a call waits as long as the answer takes (spec §7: unset)', async () => {
    vi.stubEnv('NEXT_PUBLIC_CALL_TIMEOUT', 'off');
    try {
      await expect(api.get('slow/')).resolves.toMatchObject({ data: { ok: true } });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('offline by the deadline, it says offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    const call = api.get('slow/').catch((failure: unknown) => failure);
    onLine.mockReturnValue(false);
    try {
      await expect(call).resolves.toMatchObject({ status: 0, unanswered: 'offline' });
    } finally {
      onLine.mockRestore();
    }
  });
});
