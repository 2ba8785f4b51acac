// @vitest-environment node
import { creditDue, type CreditCandidate } from './credit-due';

const SENT = '2026-03-01T10:00:00.000Z';
const at = (hours: number, minutes = 0) => new Date(Date.parse(SENT) + (hours * 60 + minutes) * 60_000);
const paid: CreditCandidate = { charged: 1, seen_at: null, credited_at: null, created_at: SENT };

describe('creditDue', () => {
  it.each<[string, CreditCandidate, boolean, Date, boolean]>([
    ['a free offer, 48 h later: never', { ...paid, charged: 0 }, false, at(48), false],
    ['a free offer (no charge sent), request closed: never', { created_at: SENT }, true, at(1), false],
    ['paid, seen, 48 h later: never', { ...paid, seen_at: at(2).toISOString() }, false, at(49), false],
    ['paid, seen then withdrawn: never', { ...paid, seen_at: at(2).toISOString() }, true, at(3), false],
    ['paid, unseen, 47 h 59 min later: not yet', paid, false, at(47, 59), false],
    ['paid, unseen, 48 h later: due', paid, false, at(48), true],
    ['paid, unseen, a week later: due', paid, false, at(24 * 7), true],
    ['paid, unseen, request cancelled or closed at 10 h: due', paid, true, at(10), true],
    ['paid, unseen, withdrawn at 1 h: due', paid, true, at(1), true],
    ['paid, credited already: no', { ...paid, credited_at: at(48).toISOString() }, false, at(96), false],
    [
      'paid, seen field absent (a backend without receipts), 48 h later: due',
      { charged: 1, created_at: SENT },
      false,
      at(48),
      true,
    ],
  ])('%s', (_case, offer, ended, now, due) => {
    expect(creditDue(offer, ended, now)).toBe(due);
  });
});
