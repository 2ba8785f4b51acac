// @vitest-environment node
import { inQuietHours } from './quiet-hours';

// Amman is UTC+3 all year (no summer time since 2022).
const amman = (time: string) => new Date(`2026-11-27T${time}:00+03:00`);

describe('quiet hours on Amman’s clock', () => {
  it.each([
    // Across midnight, the default 22:00–07:00.
    ['21:59', '22:00', '07:00', false],
    ['22:00', '22:00', '07:00', true],
    ['23:30', '22:00', '07:00', true],
    ['00:00', '22:00', '07:00', true],
    ['06:59', '22:00', '07:00', true],
    ['07:00', '22:00', '07:00', false],
    ['12:00', '22:00', '07:00', false],
    // Within a day.
    ['12:59', '13:00', '15:00', false],
    ['13:00', '13:00', '15:00', true],
    ['14:59', '13:00', '15:00', true],
    ['15:00', '13:00', '15:00', false],
    // Start equal to end: no quiet hours.
    ['22:00', '22:00', '22:00', false],
    ['03:00', '00:00', '00:00', false],
    // Not a time: no quiet hours rather than silence for ever.
    ['23:00', '25:00', '07:00', false],
    ['23:00', '', '07:00', false],
  ])('at %s, quiet %s–%s: %s', (time, start, end, quiet) => {
    expect(inQuietHours(amman(time), start, end)).toBe(quiet);
  });

  it('reads Amman’s clock, not the machine’s: 20:30 UTC is 23:30 in Amman', () => {
    expect(inQuietHours(new Date('2026-11-27T20:30:00Z'), '22:00', '07:00')).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T04:30:00Z'), '22:00', '07:00')).toBe(false);
  });
});
