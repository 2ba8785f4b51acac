import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { appStore } from '@/store/shared/app-store';
import { requestContext, sessionTokens } from '@/store/shared/request-context';
import { api, initApiClient } from './api-client';
import { AppError, errorCopy } from './errors';

/** Offline, a change is refused before it leaves: nothing is sent, and the copy says so. */
describe('the API client offline', () => {
  const sent = vi.fn();
  const onLine = vi.spyOn(navigator, 'onLine', 'get');

  beforeEach(() => {
    sent.mockReset();
    server.use(http.all('*/api/v1/echo/', () => (sent(), HttpResponse.json({ ok: true }))));
    initApiClient({ onSessionExpired: () => undefined, context: requestContext, tokens: sessionTokens });
    appStore.reset({ language: 'en', country: null });
  });

  afterAll(() => onLine.mockRestore());

  it.each(['post', 'put', 'patch', 'delete'] as const)('refuses a %s at once and sends nothing', async (method) => {
    onLine.mockReturnValue(false);
    const error: unknown = await api[method]('echo/').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 0, unanswered: 'offline' });
    expect(errorCopy(error as AppError)).toEqual({ message: 'MESSAGES:OFFLINE', raw: false });
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends once back online', async () => {
    onLine.mockReturnValue(true);
    await expect(api.post('echo/', {})).resolves.toMatchObject({ data: { ok: true } });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('calls a network failure while offline "offline" too (a real backend cannot be reached)', async () => {
    server.use(http.get('*/api/v1/echo/', () => HttpResponse.error()));
    onLine.mockReturnValue(false);
    await expect(api.get('echo/')).rejects.toMatchObject({ status: 0, unanswered: 'offline' });
    onLine.mockReturnValue(true);
    await expect(api.get('echo/')).rejects.toMatchObject({ status: 0, unanswered: undefined });
  });
});
