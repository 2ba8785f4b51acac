// @vitest-environment node
import { ratingMean, roundRating } from './rating-mean';

describe('rating rounding', () => {
  it.each([
    [4.333, 4.3],
    [4.35, 4.4],
    [4.25, 4.3],
    [5, 5],
    [0.1 + 0.2, 0.3],
  ])('%d shows as %d', (value, rounded) => {
    expect(roundRating(value)).toBe(rounded);
  });

  it.each([
    [[], null],
    [[4], 4],
    [[4, 5], 4.5],
    [[5, 4, 4], 4.3],
    [[1, 2, 2], 1.7],
    [[4.3, 4.4], 4.4],
  ] as const)('the mean of %j is %s', (values, mean) => {
    expect(ratingMean(values)).toBe(mean);
  });
});
