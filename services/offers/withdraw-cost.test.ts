// @vitest-environment node
import { withdrawCost } from './withdraw-cost';

describe('withdrawCost: what withdrawing does to what the offer cost', () => {
  it.each([
    ['paid, opened by its client', { charged: 1, seen_at: '2026-11-20T10:00:00Z' }, 'kept'],
    ['paid, not opened', { charged: 1, seen_at: null }, 'credited'],
    ['free, opened', { charged: 0, seen_at: '2026-11-20T10:00:00Z' }, null],
    ['free, not opened', { charged: 0, seen_at: null }, null],
    ['no charged field (a backend without it)', { seen_at: null }, null],
    ['no seen_at field (a backend without receipts)', { charged: 1 }, null],
    ['neither field', {}, null],
  ] as const)('%s → %s', (_, offer, expected) => {
    expect(withdrawCost(offer)).toBe(expected);
  });
});
