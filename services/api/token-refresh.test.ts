// @vitest-environment node
import { AppError } from './errors';
import { createTokenRefresher, REFRESH_LOCK, type TokenLocks, type TokenStore } from './token-refresh';

function memoryTokens(
  access: string | null,
  refresh: string | null,
): TokenStore & { pair: () => [string | null, string | null]; clear: () => void } {
  let pair: [string | null, string | null] = [access, refresh];
  return {
    access: () => pair[0],
    refresh: () => pair[1],
    store: (nextAccess, nextRefresh) => {
      pair = [nextAccess, nextRefresh];
    },
    pair: () => pair,
    clear: () => {
      pair = [null, null];
    },
  };
}

describe('createTokenRefresher', () => {
  it('one refresh in flight for every caller of the tab', async () => {
    const tokens = memoryTokens('a1', 'r1');
    const call = vi.fn(() => Promise.resolve({ access: 'a2', refresh: 'r2' }));
    const refresh = createTokenRefresher({ tokens, call });
    await expect(Promise.all([refresh('a1'), refresh('a1'), refresh('a1')])).resolves.toEqual(['a2', 'a2', 'a2']);
    expect(call).toHaveBeenCalledTimes(1);
    expect(tokens.pair()).toEqual(['a2', 'r2']);
    // A later caller that sent the old token takes the new one without another call.
    await expect(refresh('a1')).resolves.toBe('a2');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('runs inside the token-refresh Web Lock when the browser has one', async () => {
    const names: string[] = [];
    const locks: TokenLocks = { request: (name, callback) => (names.push(name), callback()) };
    const refresh = createTokenRefresher({
      tokens: memoryTokens('a1', 'r1'),
      call: () => Promise.resolve({ access: 'a2' }),
      locks,
    });
    await refresh('a1');
    expect(names).toEqual([REFRESH_LOCK]);
  });

  it.each([
    ['no refresh token', memoryTokens('a1', null), () => Promise.resolve({ access: 'never' })],
    ['a 401', memoryTokens('a1', 'r1'), () => Promise.reject(new AppError(401, 'Token is invalid or expired'))],
    ['a 400', memoryTokens('a1', 'r1'), () => Promise.reject(new AppError(400, 'Missing field: refresh'))],
    [
      'a 404 (a backend without the call)',
      memoryTokens('a1', 'r1'),
      () => Promise.reject(new AppError(404, undefined)),
    ],
  ])('%s: the session is over (null)', async (_, tokens, call) => {
    await expect(createTokenRefresher({ tokens, call })('a1')).resolves.toBeNull();
  });

  it('a renewal that lands after a logout stores nothing: the device stays signed out', async () => {
    const tokens = memoryTokens('a1', 'r1');
    let answer: (pair: { access: string; refresh: string }) => void = () => undefined;
    const refresh = createTokenRefresher({ tokens, call: () => new Promise((resolve) => (answer = resolve)) });
    const renewing = refresh('a1');
    await Promise.resolve();
    tokens.clear(); // the logout clears the pair meanwhile
    answer({ access: 'a2', refresh: 'r2' });
    await renewing;
    expect(tokens.pair()).toEqual([null, null]);
  });

  it.each([0, 500, 503])('a refresh failing with %i rejects, and the pair stays', async (status) => {
    const tokens = memoryTokens('a1', 'r1');
    const refresh = createTokenRefresher({ tokens, call: () => Promise.reject(new AppError(status, undefined)) });
    await expect(refresh('a1')).rejects.toMatchObject({ status });
    expect(tokens.pair()).toEqual(['a1', 'r1']);
  });
});
