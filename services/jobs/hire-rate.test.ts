// @vitest-environment node
import { HIRE_RATE_MIN_REQUESTS, hireRate, shownHireRate } from './hire-rate';

describe("a client's hire rate", () => {
  it.each([
    [0, 0, null],
    [1, 1, null],
    [2, 2, null],
    [HIRE_RATE_MIN_REQUESTS, 0, 0],
    [3, 1, 33],
    [3, 2, 67],
    [3, 3, 100],
    [4, 1, 25],
    [7, 3, 43],
    [200, 1, 1],
    [3, 5, 100],
    [3, -1, 0],
    [Number.NaN, 1, null],
  ])('%s requests, %s hired → %s', (requests, hired, rate) => {
    expect(hireRate({ requests, hired })).toBe(rate);
  });
});

describe('the hire rate a screen shows', () => {
  it.each([
    [75, 75],
    [0, 0],
    [100, 100],
    [33.4, 33],
    [null, null],
    [undefined, null],
    [-5, null],
    [140, null],
    [Number.NaN, null],
  ])('%s → %s', (sent, shown) => {
    expect(shownHireRate(sent)).toBe(shown);
  });
});
