import { nextState, type Actor, type Process } from './process';
import { REQUEST_PROCESS, type RequestStatus } from './request';

/** An offer's states (docs/api/marketplace.md). */
export const OFFER_STATUSES = ['pending', 'hired', 'rejected'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

export type OfferTransition = 'hire' | 'reject' | 'withdraw' | 'decline';

/**
 * The offer process: a pending offer is hired or rejected by the client, withdrawn by its
 * provider, or declined by the system when another is hired or the request ends. Whoever
 * turned it down is its rejection source (§4).
 */
export const OFFER_PROCESS: Process<OfferStatus, OfferTransition> = {
  hire: { from: ['pending'], to: 'hired', by: ['client'] },
  reject: { from: ['pending'], to: 'rejected', by: ['client'] },
  withdraw: { from: ['pending'], to: 'rejected', by: ['provider'] },
  decline: { from: ['pending'], to: 'rejected', by: ['system'] },
};

/** Who turned an offer (or a job) down (§4). */
export type RejectionSource = Actor;

/** The rejection source a transition leaves on the offer. */
export function rejectionSourceOf(transition: Exclude<OfferTransition, 'hire'>): RejectionSource {
  return OFFER_PROCESS[transition].by[0] ?? 'system';
}

/** The client may hire this offer: it is pending and the request is waiting for a hire. */
export function canHire(offer: OfferStatus, request: RequestStatus): boolean {
  return nextState(OFFER_PROCESS, offer, 'hire', 'client') !== null && nextState(REQUEST_PROCESS, request, 'hire', 'client') !== null;
}

/** The client may turn this offer down. */
export function canReject(offer: OfferStatus): boolean {
  return nextState(OFFER_PROCESS, offer, 'reject', 'client') !== null;
}

/** Its provider may take this offer back. */
export function canWithdraw(offer: OfferStatus): boolean {
  return nextState(OFFER_PROCESS, offer, 'withdraw', 'provider') !== null;
}

/** An offer that still counts on its request (not turned down). */
export function isLive(offer: OfferStatus): boolean {
  return offer !== 'rejected';
}

/** The sandbox's 409 text when an offer transition is refused for its state. */
export const OFFER_REFUSAL = 'This offer is no longer available';
