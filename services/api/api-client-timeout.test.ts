import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { appStore } from '@/store/shared/app-store';
import { requestContext, sessionTokens } from '@/store/shared/request-context';
import { api, initApiClient } from './api-client';
import { AppError, errorCopy } from './errors';
import { TIMEOUTS } from './timeouts';

/**
 * A call the server is slow to answer ends as a timeout at its deadline (services/api/timeouts.ts), read per call.
 * The server answers only when the test lets it (`answer()`), so no assertion depends on how fast the machine is.
 */
describe('the API client gives up on a slow answer', () => {
  const saved = { ...TIMEOUTS };
  let answer: () => void = () => undefined;
  let answered = false;

  beforeEach(() => {
    // The upload's wait is far past the test's own timeout: only `answer()` can end an upload here.
    Object.assign(TIMEOUTS, { callMs: 100, uploadMs: 60_000 });
    answered = false;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.all('*/api/v1/slow/', async () => {
        await held;
        answered = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    initApiClient({ onSessionExpired: () => undefined, context: requestContext, tokens: sessionTokens });
    appStore.reset({ language: 'en', country: null });
  });

  afterEach(() => {
    answer();
    Object.assign(TIMEOUTS, saved);
  });

  it.each(['get', 'post'] as const)('a %s past the default wait is a timeout, with its own copy', async (method) => {
    const error: unknown = await api[method]('slow/').catch((failure: unknown) => failure);
    expect(answered).toBe(false); // it ended at its deadline, not at an answer
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 0, unanswered: 'timeout' });
    expect(errorCopy(error as AppError)).toEqual({ message: 'common:timedOut', raw: false });
  });

  it('an upload (a multipart body) has the longer wait and gets its answer', async () => {
    const form = new FormData();
    form.append('purpose', 'request');
    const upload = api.post('slow/', form);
    // The same body as JSON gives up at the default wait while the upload is still waiting…
    await expect(api.post('slow/', { purpose: 'request' })).rejects.toMatchObject({ unanswered: 'timeout' });
    // …and the upload gets the answer that comes after it.
    answer();
    await expect(upload).resolves.toMatchObject({ data: { ok: true } });
  });

  it('with NEXT_PUBLIC_CALL_TIMEOUT=off, a call waits as long as the answer takes (spec §7: unset)', async () => {
    vi.stubEnv('NEXT_PUBLIC_CALL_TIMEOUT', 'off');
    try {
      const call = api.get('slow/');
      // Well past the deadline it still waits; then the answer comes.
      await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.callMs * 3));
      answer();
      await expect(call).resolves.toMatchObject({ data: { ok: true } });
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
