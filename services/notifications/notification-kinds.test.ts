// @vitest-environment node
import { isAboutOffers, knownKind, storedKind } from './notification-kinds';
import { isQuietKind } from './notifications-socket';
import { pushEventOf } from './push-rule';

/* One row per kind (./notification-kinds.ts): what the bell, the push switches and a tap's target make of it. */

describe('each kind: quiet or news, its push switch, the kind its tap reads, whether it opens the offers', () => {
  it.each([
    ['new_offer', false, 'message', 'new_offer', true],
    ['offer_updated', false, 'message', 'offer_updated', true],
    ['offer_withdrawn', false, 'message', 'offer_withdrawn', true],
    ['hired', false, 'hired', 'hired', false],
    ['rated', false, 'message', 'rated', false],
    ['offer_credited', false, 'message', 'offer_credited', false],
    ['new_job', false, 'new_job', 'general', false],
    ['offer_seen', true, 'offer_seen', 'general', false],
    ['offer_contacted', true, 'message', 'general', false],
  ] as const)('%s: quiet %s, push %s, opens as %s, at the offers %s', (kind, quiet, push, stored, offers) => {
    expect(isQuietKind(kind)).toBe(quiet);
    expect(pushEventOf(kind)).toBe(push);
    expect(storedKind(kind)).toBe(stored);
    expect(isAboutOffers(kind)).toBe(offers);
  });

  it('a kind from tomorrow is unknown: a notice, a `message` push', () => {
    expect(knownKind('offer_boosted')).toBeNull();
    expect(isQuietKind('offer_boosted')).toBe(false);
    expect(isQuietKind(null)).toBe(false);
    expect(pushEventOf('offer_boosted')).toBe('message');
    expect(isAboutOffers('offer_boosted')).toBe(false);
  });

  it('a name of Object.prototype is no kind', () => {
    expect(knownKind('toString')).toBeNull();
  });
});
