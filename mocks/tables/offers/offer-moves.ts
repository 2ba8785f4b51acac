import { OFFER_PROCESS, OFFER_REFUSAL, rejectionSourceOf, type OfferTransition } from '@/services/lifecycle/offer';
import type { Actor } from '@/services/lifecycle/process';
import { offerRecord, type SandboxOffer } from '../../data/offers/offers';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { subServiceName } from '../catalogue/catalogue';
import { notify } from '../notifications/notifications';
import { moveRequest } from '../requests/request-moves';
import { step } from '../shared/transitions';
import type { SandboxRequest } from '../../data/requests/requests';

/* An offer's moves through its process (services/lifecycle/offer.ts): sent, hired, turned down; and whom each one tells. */

/** Refuses (409/403) unless `actor` may perform `transition` on the offer now; changes nothing. */
export function assertOfferCan(offer: SandboxOffer, transition: OfferTransition, actor: Actor): void {
  step(OFFER_PROCESS, offer.status, transition, actor, OFFER_REFUSAL);
}

/** Hire, or turn down with an optional reason: whoever performed it is the rejection source. */
export function moveOffer(
  offer: SandboxOffer,
  transition: OfferTransition,
  actor: Actor,
  reason: string | null = null,
): void {
  offer.status = step(OFFER_PROCESS, offer.status, transition, actor, OFFER_REFUSAL);
  if (transition === 'hire') return;
  offer.rejection_source = rejectionSourceOf(transition);
  offer.rejection_reason = reason;
}

/** Offers still pending on a request are declined by the system (a hire, a cancel, a close), and their providers told. */
export function declinePending(request: SandboxRequest, hired: number | null, reason: string | null): void {
  for (const offer of db.state.market.offers) {
    if (offer.request !== request.id || offer.id === hired || offer.status !== 'pending') continue;
    moveOffer(offer, 'decline', 'system', reason);
    notify(
      offer.provider,
      'offer_rejected',
      ['لم يتم اختيار عرضك', 'Your offer was not chosen'],
      hired === null
        ? ['أغلق العميل الطلب', 'The client closed the request']
        : ['وظّف العميل مزوّد خدمة آخر', 'The client hired another provider'],
      { request: request.id, offer: offer.id },
    );
  }
}

/**
 * A new pending offer from `providerId` on `request` (already checked and paid for): the request
 * moves to offers received and its owner is notified (and their open tabs, over the socket).
 */
export function placeOffer(
  request: SandboxRequest,
  providerId: number,
  fields: Pick<SandboxOffer, 'price' | 'details' | 'images' | 'proposed_date'>,
  paidWith: SandboxOffer['paid_with'],
): SandboxOffer {
  const offer = offerRecord({
    id: db.nextId(),
    request: request.id,
    provider: providerId,
    ...fields,
    paid_with: paidWith,
    created_at: clock.now().toISOString(),
  });
  db.state.market.offers.push(offer);
  moveRequest(request, 'receive_offer', 'provider');
  const service = subServiceName(request.sub_service);
  notify(
    request.client,
    'new_offer',
    ['عرض جديد على طلبك', 'New offer on your request'],
    [`${offer.price} دينار · ${service[0]}`, `${offer.price} JOD · ${service[1]}`],
    { request: request.id, offer: offer.id },
  );
  return offer;
}

/** The client hires `offer`: the request is provider-hired, every other pending offer declined, the provider told. */
export function hireOffer(offer: SandboxOffer, request: SandboxRequest): void {
  assertOfferCan(offer, 'hire', 'client');
  moveRequest(request, 'hire', 'client');
  moveOffer(offer, 'hire', 'client');
  request.hired_at = clock.now().toISOString();
  declinePending(request, offer.id, null);
  notify(offer.provider, 'hired', ['تم توظيفك', 'You were hired'], subServiceName(request.sub_service), {
    request: request.id,
    offer: offer.id,
  });
}
