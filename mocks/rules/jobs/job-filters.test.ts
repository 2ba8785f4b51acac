// @vitest-environment node
import { matchesOfferCount, matchesTiming } from './job-filters';

describe('job filters', () => {
  it.each([
    ['urgent', undefined, true],
    ['urgent', 'urgent', true],
    ['planning', 'urgent', false],
  ] as const)('timing %s with filter %s → %s', (timing, filter, match) => {
    expect(matchesTiming(timing, filter)).toBe(match);
  });

  it.each([
    [0, 0, true],
    [1, 0, false],
    [2, 2, true],
    [3, 3, true],
    [7, 3, true],
    [2, 3, false],
    [5, undefined, true],
  ] as const)('%s offers with filter %s → %s', (count, filter, match) => {
    expect(matchesOfferCount(count, filter)).toBe(match);
  });
});
