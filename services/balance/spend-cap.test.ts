// @vitest-environment node
import { capAllows, capError, capReachedText } from './spend-cap';

describe('capError: whole dinars from 1 to 1,000, or no limit', () => {
  it.each([
    [null, null],
    [1, null],
    [25, null],
    [1000, null],
    [0, 'Enter whole dinars from 1 to 1,000'],
    [-5, 'Enter whole dinars from 1 to 1,000'],
    [1001, 'Enter whole dinars from 1 to 1,000'],
    [2.5, 'Enter whole dinars from 1 to 1,000'],
    [Number.NaN, 'Enter whole dinars from 1 to 1,000'],
  ])('%s → %s', (value, error) => {
    expect(capError(value)).toBe(error);
  });
});

describe('capAllows: a paid offer within today’s limit', () => {
  it.each([
    [null, 500, 1, true],
    [undefined, 500, 1, true],
    [1, 0, 1, true],
    [1, 1, 1, false],
    [3, 2, 1, true],
    [3, 2.5, 1, false],
    [2, 0.7, 1.3, true], // 0.7 + 1.3 is 2.0000000000000004 in floating point: counted in fils
    [5, 0, 6, false],
  ])('limit %s, spent %s, cost %s → %s', (cap, spentToday, cost, allowed) => {
    expect(capAllows({ cap, spentToday, cost })).toBe(allowed);
  });
});

describe('capReachedText', () => {
  it('names the limit', () => {
    expect(capReachedText(20)).toBe('Your daily spending limit of 20 JOD is reached');
  });
});
