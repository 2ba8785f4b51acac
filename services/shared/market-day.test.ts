// @vitest-environment node
import { marketDay } from './market-day';

describe('marketDay: the calendar day in Asia/Amman (UTC+03:00 all year)', () => {
  it.each([
    ['2026-01-15T00:00:00Z', '2026-01-15'],
    ['2026-01-15T20:59:59Z', '2026-01-15'],
    ['2026-01-15T21:00:00Z', '2026-01-16'],
    ['2026-01-15T20:30:00Z', '2026-01-15'],
    ['2026-01-15T21:30:00Z', '2026-01-16'],
    ['2026-07-15T20:59:00Z', '2026-07-15'],
    ['2026-07-15T21:00:00Z', '2026-07-16'],
    ['2026-12-31T21:00:00Z', '2027-01-01'],
    ['2028-02-28T21:00:00Z', '2028-02-29'],
  ])('%s is %s', (iso, day) => {
    expect(marketDay(new Date(iso))).toBe(day);
  });
});
