// @vitest-environment node
import { buildOffer } from '@/tests/factories';
import { sortOffers, type OfferSort } from './offer-order';

const offers = [
  buildOffer({
    id: 1,
    price: 80,
    created_at: '2026-11-20T10:00:00Z',
    provider: { rating_average: 4.1, ratings_count: 3 },
  }),
  buildOffer({
    id: 2,
    price: 40,
    created_at: '2026-11-21T10:00:00Z',
    provider: { rating_average: null, ratings_count: 0 },
  }),
  buildOffer({
    id: 3,
    price: 60,
    created_at: '2026-11-22T10:00:00Z',
    provider: { rating_average: 4.9, ratings_count: 20 },
  }),
  buildOffer({
    id: 4,
    price: 10,
    status: 'rejected',
    rejection_source: 'provider',
    provider: { rating_average: 5, ratings_count: 50 },
  }),
  buildOffer({
    id: 5,
    price: 60,
    created_at: '2026-11-19T10:00:00Z',
    provider: { rating_average: 4.9, ratings_count: 5 },
  }),
];

describe('sortOffers: live offers in the chosen order, turned-down ones last', () => {
  it.each<[OfferSort, number[]]>([
    ['price', [2, 3, 5, 1, 4]],
    ['rating', [3, 5, 1, 2, 4]],
    ['newest', [3, 2, 1, 5, 4]],
  ])('%s → %j', (sort, ids) => {
    expect(sortOffers(offers, sort).map((offer) => offer.id)).toEqual(ids);
  });

  it('puts the hired offer first whatever the order', () => {
    const hired = offers.map((offer) => (offer.id === 1 ? { ...offer, status: 'hired' as const } : offer));
    expect(sortOffers(hired, 'price')[0]?.id).toBe(1);
  });
});
