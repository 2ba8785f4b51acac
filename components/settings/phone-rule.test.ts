import { addCalendarMonths, nextPhoneChangeDate } from './phone-rule';

describe('the once-a-month phone rule', () => {
  const now = new Date('2025-03-15T12:00:00Z');

  it('allows a change when the phone never changed or the value is not a date', () => {
    expect(nextPhoneChangeDate(null, now)).toBeNull();
    expect(nextPhoneChangeDate('not a date', now)).toBeNull();
  });

  it('allows a change one calendar month after the last one', () => {
    expect(nextPhoneChangeDate('2025-02-15T12:00:00Z', now)).toBeNull();
    expect(nextPhoneChangeDate('2025-01-20T00:00:00Z', now)).toBeNull();
  });

  it('gives the next allowed date within the month', () => {
    expect(nextPhoneChangeDate('2025-02-15T12:00:01Z', now)?.toISOString()).toBe('2025-03-15T12:00:01.000Z');
    expect(nextPhoneChangeDate('2025-03-10T08:00:00Z', now)?.toISOString()).toBe('2025-04-10T08:00:00.000Z');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addCalendarMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
  });
});
