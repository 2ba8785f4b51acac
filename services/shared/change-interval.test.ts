// @vitest-environment node
import { addCalendarMonths, nextChangeAllowedAt } from './change-interval';

describe('the once-a-month phone rule', () => {
  const now = new Date('2025-03-15T12:00:00Z');

  it('allows a change when the phone never changed or the value is not a date', () => {
    expect(nextChangeAllowedAt(null, now)).toBeNull();
    expect(nextChangeAllowedAt('not a date', now)).toBeNull();
  });

  it('allows a change one calendar month after the last one', () => {
    expect(nextChangeAllowedAt('2025-02-15T12:00:00Z', now)).toBeNull();
    expect(nextChangeAllowedAt('2025-01-20T00:00:00Z', now)).toBeNull();
  });

  it('gives the next allowed date within the month', () => {
    expect(nextChangeAllowedAt('2025-02-15T12:00:01Z', now)?.toISOString()).toBe('2025-03-15T12:00:01.000Z');
    expect(nextChangeAllowedAt('2025-03-10T08:00:00Z', now)?.toISOString()).toBe('2025-04-10T08:00:00.000Z');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addCalendarMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
  });
});

/** Whether a change is allowed at `now`. */
const allowedAt = (lastChange: string | null, now: Date) => nextChangeAllowedAt(lastChange, now) === null;
const MARCH_31_2025 = new Date('2025-03-31T12:00:00.000Z');
const MARCH_31_2026 = new Date('2026-03-31T12:00:00.000Z');

describe('the phone: once a calendar month', () => {
  it.each([
    [null, true],
    // 30 days before 31 March, but 1 April is a calendar month later.
    ['2025-03-01T12:00:00.000Z', false],
    ['2025-03-05T12:00:00.000Z', false],
    // 28 February + 1 month = 28 March: allowed on the 31st.
    ['2025-02-28T12:00:00.000Z', true],
    ['2025-03-31T11:00:00.000Z', false],
  ])('last change %s → allowed %s', (lastChange, allowed) => {
    expect(nextChangeAllowedAt(lastChange, MARCH_31_2025) === null).toBe(allowed);
  });

  it('from 31 January, the next change is allowed from 28 February (month end clamped)', () => {
    expect(allowedAt('2025-01-31T00:00:00.000Z', new Date('2025-02-27T23:59:59.000Z'))).toBe(false);
    expect(allowedAt('2025-01-31T00:00:00.000Z', new Date('2025-02-28T00:00:00.000Z'))).toBe(true);
  });
});

describe('the services location: once a calendar month', () => {
  it.each([
    [null, true],
    ['2026-02-28T12:00:00.000Z', true],
    ['2026-03-01T12:00:00.000Z', false],
    ['2026-03-30T12:00:00.000Z', false],
    ['2026-02-28T12:00:00.001Z', true],
  ])('last change %s → may change: %s', (last, allowed) => {
    expect(nextChangeAllowedAt(last, MARCH_31_2026) === null).toBe(allowed);
  });

  it('allows the same day next month, not the day before', () => {
    expect(allowedAt('2026-03-15T00:00:00.000Z', new Date('2026-04-14T23:59:59.999Z'))).toBe(false);
    expect(allowedAt('2026-03-15T00:00:00.000Z', new Date('2026-04-15T00:00:00.000Z'))).toBe(true);
  });
});
