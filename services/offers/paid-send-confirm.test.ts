// @vitest-environment node
import { needsPaidConfirm, paidConfirmCadence } from './paid-send-confirm';
import type { OfferCost } from './offer-charge';

const paid: OfferCost = {
  kind: 'paid',
  cost: 1,
  balance: 10,
  enough: true,
  cap: null,
  capReached: false,
  creditAfterHours: null,
};
const free: OfferCost = { kind: 'free', left: 3, perDay: 5 };

describe('needsPaidConfirm: the first paid send of the day asks', () => {
  it.each([
    [paid, 0, true],
    [paid, undefined, true],
    [paid, 1, false],
    [paid, 0.5, false],
    [{ ...paid, enough: false }, 0, false],
    [{ ...paid, capReached: true, cap: 1 }, 0, false],
    [free, 0, false],
    [free, undefined, false],
    [null, 0, false],
    [null, undefined, false],
  ])('%j, spent today %s → %s', (cost, spentToday, asks) => {
    expect(needsPaidConfirm(cost, spentToday)).toBe(asks);
  });
});

describe('paidConfirmCadence: the question says how often it comes', () => {
  it.each([
    [0, 'daily'],
    [3, 'daily'],
    [undefined, 'every'],
  ] as const)('spent today %s → %s', (spentToday, cadence) => {
    expect(paidConfirmCadence(spentToday)).toBe(cadence);
  });
});
