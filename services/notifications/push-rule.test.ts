// @vitest-environment node
import { DEFAULT_PREFERENCES, pushEventOf, shouldPush, type NotificationPreferences } from './push-rule';

const NOON = new Date('2026-11-27T12:00:00+03:00');
const NIGHT = new Date('2026-11-27T23:00:00+03:00');
const prefs = (change: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  ...DEFAULT_PREFERENCES,
  ...change,
});
function withoutOffers(change: Partial<NotificationPreferences>): NotificationPreferences {
  const { new_offer: _new, offer_updated: _updated, offer_withdrawn: _withdrawn, ...core } = prefs(change);
  return core;
}

describe('which switch a kind answers to', () => {
  it.each([
    ['new_job', 'new_job'],
    ['offer_seen', 'offer_seen'],
    ['hired', 'hired'],
    ['new_offer', 'message'],
    ['offer_withdrawn', 'message'],
    ['invited', 'message'],
    ['completed', 'message'],
    ['offer_contacted', 'message'],
    ['a_kind_from_tomorrow', 'message'],
  ])('%s → %s', (kind, event) => {
    expect(pushEventOf(kind)).toBe(event);
  });

  it.each([
    ['new_offer', 'new_offer'],
    ['offer_updated', 'offer_updated'],
    ['offer_withdrawn', 'offer_withdrawn'],
    ['invited', 'message'],
  ])("with the offers' own switches, %s → %s", (kind, event) => {
    expect(pushEventOf(kind, DEFAULT_PREFERENCES)).toBe(event);
  });
});

describe('whether a push is sent', () => {
  it.each([
    ['new_job', prefs(), NOON, true],
    ['new_job', prefs(), NIGHT, false],
    ['new_job', prefs({ new_job: false }), NOON, false],
    ['hired', prefs({ new_job: false }), NOON, true],
    ['hired', prefs({ hired: false }), NOON, false],
    ['offer_seen', prefs({ offer_seen: false }), NOON, false],
    // The offers' own switches, where the backend has them.
    ['new_offer', prefs({ message: false }), NOON, true],
    ['new_offer', prefs({ new_offer: false }), NOON, false],
    ['offer_updated', prefs({ offer_updated: false, message: true }), NOON, false],
    ['offer_withdrawn', prefs({ offer_withdrawn: false }), NOON, false],
    ['offer_withdrawn', prefs({ offer_withdrawn: false }), NIGHT, false],
    ['new_offer', prefs(), NOON, true],
    // A backend without them: an offer is a message.
    ['new_offer', withoutOffers({ message: false }), NOON, false],
    ['offer_withdrawn', withoutOffers({ message: true }), NOON, true],
    // Quiet hours switched off (start == end): the night is like the day.
    ['hired', prefs({ quiet_start: '00:00', quiet_end: '00:00' }), NIGHT, true],
    // A daytime window.
    ['hired', prefs({ quiet_start: '11:00', quiet_end: '13:00' }), NOON, false],
  ])('%s with %o at %s: %s', (kind, preferences, now, sent) => {
    expect(shouldPush(kind, preferences, now)).toBe(sent);
  });
});
