// @vitest-environment node
import { stampContacted, stampSeen } from './receipts';

const NOW = new Date('2026-11-20T12:00:00Z');
const EARLIER = '2026-11-20T09:00:00Z';

describe('stampSeen', () => {
  it.each([
    ['owner, first time', {}, true, { seen_at: NOW.toISOString() }],
    ['owner, null before', { seen_at: null }, true, { seen_at: NOW.toISOString() }],
    ['owner, already seen', { seen_at: EARLIER }, true, {}],
    ['not the owner', { seen_at: null }, false, {}],
  ] as const)('%s', (_name, offer, owner, expected) => {
    expect(stampSeen(offer, owner, NOW)).toEqual(expected);
  });
});

describe('stampContacted', () => {
  it.each([
    [
      'owner, unseen: seen too',
      { seen_at: null },
      true,
      { seen_at: NOW.toISOString(), contacted_at: NOW.toISOString() },
    ],
    ['owner, seen before: seen kept', { seen_at: EARLIER }, true, { contacted_at: NOW.toISOString() }],
    ['owner, already contacted', { seen_at: EARLIER, contacted_at: EARLIER }, true, {}],
    ['not the owner', { seen_at: null }, false, {}],
  ] as const)('%s', (_name, offer, owner, expected) => {
    expect(stampContacted(offer, owner, NOW)).toEqual(expected);
  });
});
