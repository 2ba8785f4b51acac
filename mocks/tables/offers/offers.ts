import { isLive } from '@/services/lifecycle/offer';
import { db } from '../../shared/db';
import { fail } from '../../shared/http';
import type { SandboxOffer } from '../../data/offers/offers';

/* The offers table: lookups (an offer as the answers show it: offer-response.ts). */

const offers = () => db.state.market.offers;

export function findOffer(id: number): SandboxOffer {
  return offers().find((offer) => offer.id === id) ?? fail(404, 'NO_RESULT');
}

/** The offer a provider sent on a request, if any (one each). */
export function offerBy(providerId: number, requestId: number): SandboxOffer | undefined {
  return offers().find((offer) => offer.provider === providerId && offer.request === requestId);
}

export function offersOn(requestId: number): SandboxOffer[] {
  return offers().filter((offer) => offer.request === requestId);
}

/** Offers that still count on a request (not turned down). */
export function liveOffers(requestId: number): SandboxOffer[] {
  return offersOn(requestId).filter((offer) => isLive(offer.status));
}

export function hiredOffer(requestId: number): SandboxOffer | undefined {
  return offersOn(requestId).find((offer) => offer.status === 'hired');
}
