// @vitest-environment node
import { toFils, withRunningBalance } from './running-balance';

describe('withRunningBalance', () => {
  it('works back from the current balance, newest first', () => {
    const rows = withRunningBalance([{ amount: 1 }, { amount: -1 }, { amount: -1 }, { amount: 20 }], 19);
    expect(rows.map((row) => row.balance_after)).toEqual([19, 18, 19, 20]);
  });

  it('keeps what the backend sent and goes on from it', () => {
    const rows = withRunningBalance([{ amount: -1, balance_after: 9 }, { amount: 10 }], 4);
    expect(rows.map((row) => row.balance_after)).toEqual([9, 10]);
  });

  it('counts in fils, without float noise', () => {
    expect(withRunningBalance([{ amount: 0.1 }, { amount: 0.2 }], 0.3).map((row) => row.balance_after)).toEqual([
      0.3, 0.2,
    ]);
    expect(toFils(0.1 + 0.2)).toBe(0.3);
  });

  it('an empty history is empty', () => {
    expect(withRunningBalance([], 12.5)).toEqual([]);
  });
});
