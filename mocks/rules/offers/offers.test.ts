// @vitest-environment node
import { priceError } from './offers';

describe('offer price (10 to 10,000)', () => {
  it.each([10, 10.5, 500, 9999.99, 10_000])('%s is fine', (price) => {
    expect(priceError(price)).toBeNull();
  });

  it.each([
    [9.99, 'Minimum allowed is 10'],
    [0, 'Minimum allowed is 10'],
    [-50, 'Minimum allowed is 10'],
    [10_000.01, 'Maximum allowed is 10,000'],
    [1_000_000, 'Maximum allowed is 10,000'],
  ])('%s → %s', (price, message) => {
    expect(priceError(price)).toBe(message);
  });
});
