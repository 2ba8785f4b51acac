import { knownOfferStatus } from '@/services/lifecycle/offer';
import type { Offer } from './offers';

export const OFFER_SORTS = ['price', 'rating', 'newest'] as const;

export type OfferSort = (typeof OFFER_SORTS)[number];

const BY: Readonly<Record<OfferSort, (a: Offer, b: Offer) => number>> = {
  price: (a, b) => a.price - b.price,
  // Unrated providers after rated ones; more ratings first on a tie.
  rating: (a, b) =>
    (b.provider.rating_average ?? -1) - (a.provider.rating_average ?? -1) ||
    b.provider.ratings_count - a.provider.ratings_count,
  // An offer without its date sorts as the oldest.
  newest: (a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''),
};

/** Offers in the client's chosen order; the hired one first, turned-down ones last (still in order). */
export function sortOffers(offers: readonly Offer[], sort: OfferSort): Offer[] {
  const rank = (offer: Offer) => ({ hired: 0, pending: 1, rejected: 2 })[knownOfferStatus(offer.status) ?? 'rejected'];
  return [...offers].sort((a, b) => rank(a) - rank(b) || BY[sort](a, b) || a.id - b.id);
}

export function isOfferSort(value: unknown): value is OfferSort {
  return typeof value === 'string' && (OFFER_SORTS as readonly string[]).includes(value);
}
