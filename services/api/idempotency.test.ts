// @vitest-environment node
import { AppError } from './errors';
import { isRememberedStatus, keyIsSpent, newIdempotencyKey, withIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes a version-4 UUID, a new one each time', () => {
    const [one, two] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(one).toMatch(UUID_V4);
    expect(two).not.toBe(one);
  });

  it('makes one from random bytes outside a secure context (no crypto.randomUUID)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
      expect(globalThis.crypto.randomUUID).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isRememberedStatus / keyIsSpent', () => {
  it.each([
    [200, true],
    [201, true],
    [204, true],
    [400, true],
    [402, true],
    [403, true],
    [404, true],
    [422, true],
    [401, false],
    [409, false],
    [429, false],
    [500, false],
    [503, false],
    [0, false],
  ])('status %s: remembered (key spent) %s', (status, expected) => {
    expect(isRememberedStatus(status)).toBe(expected);
    if (status >= 400 || status === 0) expect(keyIsSpent(new AppError(status, undefined))).toBe(expected);
  });

  it('spends the key of a success', () => {
    expect(keyIsSpent(null)).toBe(true);
  });
});

describe('withIdempotencyKey', () => {
  it('keeps a draft’s key', () => {
    expect(withIdempotencyKey({ price: '1', idempotencyKey: 'k-1' })).toEqual({ price: '1', idempotencyKey: 'k-1' });
  });

  it.each([undefined, '', 5])('gives a draft saved before keys (%s) a new one', (idempotencyKey) => {
    expect(withIdempotencyKey({ price: '1', idempotencyKey }).idempotencyKey).toMatch(UUID_V4);
  });
});
