// @vitest-environment node
import { LIMITS } from '@/services/shared/limits';
import { freeOffersLeft, spendFreeOffer } from './free-offers';

const TODAY = '2026-03-31';
const YESTERDAY = '2026-03-30';

describe('free offers a day', () => {
  it.each([
    [TODAY, 0, LIMITS.freeOffersPerDay],
    [TODAY, 4, 1],
    [TODAY, 5, 0],
    [TODAY, 9, 0],
    // A new day resets the counter.
    [YESTERDAY, 5, 5],
  ])('counted on %s, %s used: %s left today', (day, used, left) => {
    expect(freeOffersLeft({ free_offers_day: day, free_offers_used: used }, TODAY)).toBe(left);
  });

  it.each([
    [TODAY, 0, 1],
    [TODAY, 4, 5],
    // Yesterday's count does not carry over: today's first free offer.
    [YESTERDAY, 5, 1],
  ])('counted on %s, %s used: spending one leaves %s used today', (day, used, after) => {
    expect(spendFreeOffer({ free_offers_day: day, free_offers_used: used }, TODAY)).toEqual({
      free_offers_day: TODAY,
      free_offers_used: after,
    });
  });
});
