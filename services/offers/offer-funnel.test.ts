// @vitest-environment node
import { funnelOf, stepShare, type FunnelOffer } from './offer-funnel';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

/** One offer sent a day ago, pending, free and unseen unless told. */
const offer = (over: Partial<FunnelOffer> = {}): FunnelOffer => ({ created_at: ago(DAY), status: 'pending', ...over });

describe('funnelOf: the provider’s last 30 days', () => {
  it.each<[string, FunnelOffer[], Partial<ReturnType<typeof funnelOf>>]>([
    ['nothing sent', [], { sent: 0, seen: 0, contacted: 0, hired: 0, spent: 0, credited: 0 }],
    ['one sent, unseen, free', [offer()], { sent: 1, seen: 0, contacted: 0, hired: 0, spent: 0 }],
    ['one seen', [offer({ seen_at: ago(1000) })], { sent: 1, seen: 1, contacted: 0 }],
    ['one contacted: seen too', [offer({ seen_at: ago(1000), contacted_at: ago(500) })], { seen: 1, contacted: 1 }],
    ['contacted without a seen stamp still counts as seen', [offer({ contacted_at: ago(500) })], { seen: 1 }],
    ['hired: seen, not contacted', [offer({ status: 'hired' })], { seen: 1, contacted: 0, hired: 1 }],
    ['turned down stays sent', [offer({ status: 'rejected', seen_at: ago(1) })], { sent: 1, seen: 1, hired: 0 }],
    ['sent exactly 30 days ago: in', [offer({ created_at: ago(30 * DAY) })], { sent: 1 }],
    ['sent 30 days and a second ago: out', [offer({ created_at: ago(30 * DAY + 1000) })], { sent: 0 }],
    ['dated after now: out', [offer({ created_at: ago(-1000) })], { sent: 0 }],
    [
      'paid ones: spent sums each cost, credited what came back, to the fils',
      [
        offer({ charged: 1.1 }),
        offer({ charged: 2.2, credited_at: ago(10) }),
        offer({ charged: 0, credited_at: ago(10) }),
        offer(),
      ],
      { sent: 4, spent: 3.3, credited: 2.2 },
    ],
    ['an old paid offer costs nothing in the window', [offer({ created_at: ago(31 * DAY), charged: 1 })], { spent: 0 }],
  ])('%s', (_case, offers, expected) => {
    expect(funnelOf(offers, NOW, 30)).toMatchObject({ days: 30, ...expected });
  });

  it('takes the window it is given', () => {
    const offers = [offer({ created_at: ago(6 * DAY) }), offer({ created_at: ago(8 * DAY) })];
    expect(funnelOf(offers, NOW, 7)).toMatchObject({ days: 7, sent: 1 });
  });
});

describe('stepShare: a step’s share of the offers sent', () => {
  it.each([
    [0, 0, null],
    [3, 0, null],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [5, 4, 100],
    [-1, 4, 0],
  ])('%s of %s sent → %s', (count, sent, share) => {
    expect(stepShare(count, sent)).toBe(share);
  });
});
