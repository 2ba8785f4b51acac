// @vitest-environment node
import { knownKind, storedKind } from './notification-kinds';
import { isQuietKind } from './notifications-socket';
import { pushEventOf } from './push-rule';

/* One row per kind (./notification-kinds.ts): what the bell, the push switches and a tap's target make of it. */

describe('each kind: quiet or news, its push switch, the kind its tap reads', () => {
  it.each([
    ['new_offer', false, 'message', 'new_offer'],
    ['hired', false, 'hired', 'hired'],
    ['rated', false, 'message', 'rated'],
    ['offer_credited', false, 'message', 'offer_credited'],
    ['new_job', false, 'new_job', 'general'],
    ['offer_seen', true, 'offer_seen', 'general'],
    ['offer_contacted', true, 'message', 'general'],
  ] as const)('%s: quiet %s, push %s, opens as %s', (kind, quiet, push, stored) => {
    expect(isQuietKind(kind)).toBe(quiet);
    expect(pushEventOf(kind)).toBe(push);
    expect(storedKind(kind)).toBe(stored);
  });

  it('a kind from tomorrow is unknown: a notice, a `message` push', () => {
    expect(knownKind('offer_boosted')).toBeNull();
    expect(isQuietKind('offer_boosted')).toBe(false);
    expect(isQuietKind(null)).toBe(false);
    expect(pushEventOf('offer_boosted')).toBe('message');
  });

  it('a name of Object.prototype is no kind', () => {
    expect(knownKind('toString')).toBeNull();
  });
});
