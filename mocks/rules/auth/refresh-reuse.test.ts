// @vitest-environment node
import { graceOf, REFRESH_REUSE_RULES, refreshUse } from './refresh-reuse';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;
const GRACE = REFRESH_REUSE_RULES.graceMs;
/** A session rotated at NOW: `r1` replaced by `r2`. */
const session = { refresh: 'r2', refresh_expires_at: at(10 * DAY).toISOString(), ...graceOf('r1', NOW) };

describe('refresh reuse: what a refresh token is to its session', () => {
  it.each([
    ['its current token', 'r2', NOW, 'current'],
    ['its current token long after a rotation', 'r2', at(10 * GRACE), 'current'],
    ['the replaced token at once', 'r1', NOW, 'grace'],
    ['the replaced token a moment before the window ends', 'r1', at(GRACE - 1), 'grace'],
    ['the replaced token when the window ends', 'r1', at(GRACE), 'reuse'],
    ['the replaced token a day later', 'r1', at(DAY), 'reuse'],
    ['an unknown token', 'r0', NOW, 'none'],
    ['an empty token', '', NOW, 'none'],
    ['its current token once the session expired', 'r2', at(10 * DAY), 'none'],
    ['the replaced token once the session expired', 'r1', at(10 * DAY), 'none'],
  ] as const)('%s', (_, token, now, expected) => {
    expect(refreshUse(session, token, now)).toBe(expected);
  });

  it('a session never rotated (or reissued by a password change) has no replaced token', () => {
    const fresh = { refresh: 'r', refresh_expires_at: at(1000).toISOString() };
    expect(refreshUse(fresh, 'r', NOW)).toBe('current');
    expect(refreshUse(fresh, 'x', NOW)).toBe('none');
  });

  it('the window is 30 s from the rotation', () => {
    expect(GRACE).toBe(30_000);
    expect(graceOf('r1', NOW)).toEqual({ previous_refresh: 'r1', previous_refresh_until: at(30_000).toISOString() });
  });
});
