// @vitest-environment node
import { offerReceipt } from './offer-receipt';

const SEEN = '2026-11-20T10:00:00Z';
const CONTACTED = '2026-11-20T11:00:00Z';

describe('offerReceipt', () => {
  it.each([
    ['neither field sent', {}, null],
    ['seen_at null', { seen_at: null }, { state: 'not_seen' }],
    ['seen_at null, contacted_at null', { seen_at: null, contacted_at: null }, { state: 'not_seen' }],
    ['seen', { seen_at: SEEN, contacted_at: null }, { state: 'seen', at: SEEN }],
    ['seen only (no contacted field)', { seen_at: SEEN }, { state: 'seen', at: SEEN }],
    ['contacted wins over seen', { seen_at: SEEN, contacted_at: CONTACTED }, { state: 'contacted', at: CONTACTED }],
    ['contacted without seen', { seen_at: null, contacted_at: CONTACTED }, { state: 'contacted', at: CONTACTED }],
    ['only contacted_at null', { contacted_at: null }, null],
    ['malformed seen_at', { seen_at: 'yesterday' }, null],
    ['malformed contacted_at, seen null', { seen_at: null, contacted_at: 'soon' }, { state: 'not_seen' }],
  ] as const)('%s', (_name, offer, expected) => {
    expect(offerReceipt(offer)).toEqual(expected);
  });
});
