import type { Unrecognised } from '@/services/api/shape';
import { nextState, type Actor, type Process } from './process';
import { REQUEST_PROCESS, type RequestStatus } from './request';

/** An offer's states (docs/api/marketplace.md). */
export const OFFER_STATUSES = ['pending', 'hired', 'rejected'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer's status as an answer may carry it: one the app knows, or one it does not (shown neutral, no actions). */
export type SentOfferStatus = OfferStatus | Unrecognised;

/** The status when the app knows it; null for one it does not, which no view offers anything for. */
export function knownOfferStatus(status: SentOfferStatus): OfferStatus | null {
  return (OFFER_STATUSES as readonly string[]).includes(status) ? (status as OfferStatus) : null;
}

export type OfferTransition = 'hire' | 'reject' | 'withdraw' | 'decline';

/**
 * The offer process: a pending offer is hired or rejected by the client, withdrawn by its
 * provider, or declined by the system when another is hired or the request ends. Whoever
 * turned it down is its rejection source (spec §4).
 */
export const OFFER_PROCESS: Process<OfferStatus, OfferTransition> = {
  hire: { from: ['pending'], to: 'hired', by: ['client'] },
  reject: { from: ['pending'], to: 'rejected', by: ['client'] },
  withdraw: { from: ['pending'], to: 'rejected', by: ['provider'] },
  decline: { from: ['pending'], to: 'rejected', by: ['system'] },
};

/** Who turned an offer (or a job) down (spec §4). */
export type RejectionSource = Actor;

/** The rejection source a transition leaves on the offer. */
export function rejectionSourceOf(transition: Exclude<OfferTransition, 'hire'>): RejectionSource {
  return OFFER_PROCESS[transition].by[0] ?? 'system';
}

/** The client may hire this offer: it is pending and the request is waiting for a hire. */
export function canHire(offer: OfferStatus, request: RequestStatus): boolean {
  return (
    nextState(OFFER_PROCESS, offer, 'hire', 'client') !== null &&
    nextState(REQUEST_PROCESS, request, 'hire', 'client') !== null
  );
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

/** How an offer ended up, as its provider reads it: the status, and for a rejection who turned it down. */
export const OFFER_OUTCOMES = ['pending', 'hired', 'rejected_by_client', 'rejected_by_system', 'withdrawn'] as const;

export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

const OUTCOME_OF_SOURCE: Readonly<Record<RejectionSource, OfferOutcome>> = {
  client: 'rejected_by_client',
  system: 'rejected_by_system',
  provider: 'withdrawn',
};

/** An outcome as shown: one of OFFER_OUTCOMES, or `unknown` for a status the app does not know. */
export type ShownOutcome = OfferOutcome | 'unknown';

/** A rejection source the app does not know reads as the system's (no one the reader can blame). */
const sourceOf = (source: string | null): RejectionSource =>
  source === 'client' || source === 'provider' ? source : 'system';

export function offerOutcome(offer: { status: SentOfferStatus; rejection_source: string | null }): ShownOutcome {
  if (offer.status === 'pending' || offer.status === 'hired') return offer.status as OfferStatus as ShownOutcome;
  if (offer.status !== 'rejected') return 'unknown';
  return OUTCOME_OF_SOURCE[sourceOf(offer.rejection_source)];
}

/** How an outcome looks on a badge (labels are `jobs:outcome.<outcome>`). */
export const OFFER_OUTCOME_TONE: Readonly<Record<ShownOutcome, 'info' | 'attention' | 'success' | 'neutral'>> = {
  unknown: 'neutral',
  pending: 'attention',
  hired: 'success',
  rejected_by_client: 'neutral',
  rejected_by_system: 'neutral',
  withdrawn: 'neutral',
};
