// @vitest-environment node
import { recentHits, waitSeconds } from './rate-limit';

const NOW = new Date('2026-11-20T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('recentHits', () => {
  it.each([
    [[], 0],
    [[ago(HOUR + 1)], 0],
    [[ago(HOUR)], 0],
    [[ago(HOUR - 1)], 1],
    [[ago(2 * HOUR), ago(30 * 60 * 1000), ago(0)], 2],
  ])('%j → %i inside a one-hour window', (hits, count) => {
    expect(recentHits(hits, HOUR, NOW)).toHaveLength(count);
  });

  it('reads no record as no calls', () => {
    expect(recentHits(undefined, HOUR, NOW)).toEqual([]);
  });
});

describe('waitSeconds', () => {
  it.each([
    ['under the allowance', [ago(10 * 60 * 1000), ago(0)], 3, 0],
    ['at it: until the oldest leaves the window', [ago(40 * 60 * 1000), ago(10 * 60 * 1000), ago(0)], 3, 20 * 60],
    ['at it, the oldest about to leave: at least a second', [ago(HOUR - 1), ago(0), ago(0)], 3, 1],
    ['an allowance of none: the whole window', [], 0, 60 * 60],
  ])('%s', (_case, recent, max, seconds) => {
    expect(waitSeconds(recent, max, HOUR, NOW)).toBe(seconds);
  });
});
