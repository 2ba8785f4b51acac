// @vitest-environment node
import { issuePair, SESSION_RULES, sessionOfAccess, sessionOfRefresh, sessionToEnd } from './sessions';
import type { SandboxSession } from '../../data/auth/accounts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const session: SandboxSession = {
  user_id: 1,
  access: 'a',
  access_expires_at: at(1),
  refresh: 'r',
  refresh_expires_at: at(1000),
};

describe('session rules', () => {
  it.each([
    ['its access token before it expires', sessionOfAccess([session], 'a', NOW), session],
    ['its access token at its expiry', sessionOfAccess([session], 'a', new Date(at(1))), undefined],
    ['another token', sessionOfAccess([session], 'r', NOW), undefined],
    ['an empty token', sessionOfAccess([{ ...session, access: '' }], '', NOW), undefined],
    [
      'its refresh token after the access expired',
      sessionOfRefresh([session], 'r', new Date(at(500)))?.session,
      session,
    ],
    ['its refresh token at its expiry', sessionOfRefresh([session], 'r', new Date(at(1000))), undefined],
  ])('a session is found by %s', (_, found, expected) => {
    expect(found).toBe(expected);
  });

  const rotated: SandboxSession = { ...session, refresh: 'r2', previous_refresh: 'r', previous_refresh_until: at(10) };
  it.each([
    ['its current refresh token', 'r2', NOW, 'current'],
    ['the refresh token its rotation replaced, within the window', 'r', NOW, 'grace'],
    ['the refresh token its rotation replaced, after the window', 'r', new Date(at(10)), 'reuse'],
  ])('a refresh names its session by %s', (_, token, now, use) => {
    expect(sessionOfRefresh([rotated], token, now)).toEqual({ session: rotated, use });
  });

  const other: SandboxSession = { ...session, user_id: 2, access: 'a2', refresh: 'r2' };
  it.each([
    ['its refresh token', { refresh: 'r', access: '' }, session],
    ['its access token, even expired', { refresh: '', access: 'a' }, session],
    ['its access token beside an unknown refresh token', { refresh: 'gone', access: 'a' }, session],
    ["another session's refresh token", { refresh: 'r2', access: '' }, other],
    ['neither token', { refresh: '', access: '' }, undefined],
    ['unknown tokens', { refresh: 'x', access: 'y' }, undefined],
  ])('a logout ends the session named by %s', (_, tokens, expected) => {
    expect(sessionToEnd([session, other], tokens)).toBe(expected);
  });

  it('a new pair lives 5 minutes (access) and 60 days (refresh) from now', () => {
    const pair = issuePair(NOW, () => 'x');
    expect(pair).toEqual({
      access: 'sandbox-access-x',
      access_expires_at: at(SESSION_RULES.accessTtlMs),
      refresh: 'sandbox-refresh-x',
      refresh_expires_at: at(SESSION_RULES.refreshTtlMs),
    });
    expect(SESSION_RULES.accessTtlMs).toBe(5 * 60 * 1000);
    expect(SESSION_RULES.refreshTtlMs).toBe(60 * 24 * 60 * 60 * 1000);
  });
});
