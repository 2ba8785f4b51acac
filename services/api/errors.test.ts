import { AxiosError, AxiosHeaders } from 'axios';
import { AppError, errorCopy, retryCopy } from './errors';
import { fromHttpFailure, retryAfterOf } from './http-failure';

describe('errorCopy', () => {
  it.each([
    [new AppError(401, 'The given credentials is wrong'), { message: 'MESSAGES:WRONG_CREDENTIALS', raw: false }],
    [new AppError(429, 'too many failed login attempts'), { message: 'MESSAGES:TOO_MANY_LOGIN_ATTEMPTS', raw: false }],
    [new AppError(400, 'Something the catalogue lacks'), { message: 'Something the catalogue lacks', raw: true }],
    [new AppError(500, undefined), { message: 'MESSAGES:ERROR_MESSAGE', raw: false }],
    [new AppError(0, undefined), { message: 'MESSAGES:NETWORK_ERROR', raw: false }],
    [new AppError(0, undefined, {}, 'offline'), { message: 'MESSAGES:OFFLINE', raw: false }],
    [new AppError(0, undefined, {}, 'timeout'), { message: 'common:timedOut', raw: false }],
  ])('%o → %o', (error, copy) => {
    expect(errorCopy(error)).toEqual(copy);
  });
});

describe('a failure says why no answer came', () => {
  const noAnswer = (code: string) => new AxiosError('failed', code, { headers: new AxiosHeaders() });

  it.each([
    ['the network failed', noAnswer('ERR_NETWORK')],
    ['the call was aborted', noAnswer('ECONNABORTED')],
  ])('%s: a network error, neither offline nor timed out', (_what, error) => {
    expect(fromHttpFailure(error)).toMatchObject({ status: 0, isNetwork: true, unanswered: undefined });
  });

  it('no answer while the browser says offline is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(fromHttpFailure(noAnswer('ERR_NETWORK'))).toMatchObject({ unanswered: 'offline' });
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('a 429 says when to try again', () => {
  it.each([
    [{ retry_after: 900 }, undefined, 900],
    [{ retry_after: 12.2 }, undefined, 13],
    [{}, '120', 120],
    [{ retry_after: 60 }, '999', 60],
    [{}, 'Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    [{}, undefined, undefined],
    [{ retry_after: -5 }, undefined, undefined],
  ])('body %o, Retry-After %s → %s seconds', (body, header, seconds) => {
    expect(retryAfterOf(body, header)).toBe(seconds);
  });

  it('reads it from the response of a 429 only', () => {
    const response = (status: number) =>
      new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
        status,
        statusText: '',
        data: { error: 'Too many attempts.', retry_after: 600 },
        headers: { 'retry-after': '600' },
        config: { headers: new AxiosHeaders() },
      });
    expect(fromHttpFailure(response(429)).retryAfterSeconds).toBe(600);
    expect(fromHttpFailure(response(400)).retryAfterSeconds).toBeUndefined();
  });

  it.each([
    [undefined, null],
    [1, { key: 'common:retryIn.minutes', count: 1 }],
    [60, { key: 'common:retryIn.minutes', count: 1 }],
    [61, { key: 'common:retryIn.minutes', count: 2 }],
    [900, { key: 'common:retryIn.minutes', count: 15 }],
    [3600, { key: 'common:retryIn.minutes', count: 60 }],
    [3601, { key: 'common:retryIn.hours', count: 2 }],
    [86_400, { key: 'common:retryIn.hours', count: 24 }],
  ])('%s seconds → %o', (seconds, copy) => {
    expect(retryCopy(new AppError(429, 'Too many attempts.', {}, undefined, seconds))).toEqual(copy);
  });
});
