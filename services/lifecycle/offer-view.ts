import {
  OFFER_OUTCOME_TONE,
  canHire,
  canReject,
  canWithdraw,
  isLive,
  knownOfferStatus,
  offerOutcome,
  type SentOfferStatus,
  type ShownOutcome,
} from './offer';
import { nextState } from './process';
import { knownRequestStatus, REQUEST_PROCESS, type RequestStatus, type SentRequestStatus } from './request';

/** The two parties a screen is drawn for. */
export type Party = 'client' | 'provider';

/** A badge's colour family (components/requests/StatusBadge.tsx maps each to its classes). */
export type Tone = 'info' | 'attention' | 'success' | 'neutral';

/** What a badge shows: its translation key (in the namespace its badge component names) and its tone. */
export interface Badge<Key extends string> {
  key: Key;
  tone: Tone;
}

/** What the fields of an offer a view reads (the API's `Offer` and the sandbox's record both fit). */
export interface OfferFacts {
  status: SentOfferStatus;
  rejection_source: string | null;
}

/**
 * What either party may do with one offer: the client hires it, turns it down, chats with its
 * provider on WhatsApp or compares it; its provider withdraws it, changes it (price, details, date:
 * designed, `PATCH offers/{id}/`) while it is pending, or opens the hired work.
 */
export const OFFER_ACTIONS = ['hire', 'reject', 'contact', 'compare', 'withdraw', 'edit', 'open_work'] as const;

export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** How an offer's card looks on the client's request: the hired one, a turned-down one, or still in play. */
export type OfferLook = 'hired' | 'turned_down' | 'live';

export interface OfferView {
  outcome: ShownOutcome;
  /** Labels are `jobs:outcome.<outcome>`. */
  badge: Badge<`outcome.${ShownOutcome}`>;
  look: OfferLook;
  actions: readonly OfferAction[];
}

/** The request is still choosing among its offers (a hire may come). */
function choosing(request: RequestStatus): boolean {
  return nextState(REQUEST_PROCESS, request, 'hire', 'client') !== null;
}

/**
 * Who may do what with `offer` (on a request in `sentRequest`, when known) as `role`, in OFFER_ACTIONS
 * order. An offer or a request in a state the app does not know justifies no action.
 */
export function offerActions(offer: OfferFacts, sentRequest: SentRequestStatus | null, role: Party): OfferAction[] {
  const status = knownOfferStatus(offer.status);
  const request = sentRequest === null ? null : knownRequestStatus(sentRequest);
  if (status === null || (sentRequest !== null && request === null)) return [];
  const hired = status === 'hired';
  const allowed: Readonly<Record<OfferAction, boolean>> =
    role === 'client'
      ? {
          hire: request !== null && canHire(status, request),
          reject: request !== null && canReject(status) && choosing(request),
          contact: isLive(status),
          compare: isLive(status),
          withdraw: false,
          edit: false,
          open_work: false,
        }
      : {
          hire: false,
          reject: false,
          contact: false,
          compare: false,
          withdraw: canWithdraw(status),
          // Changed while it is still the client's to choose: the same state a withdraw leaves from.
          edit: canWithdraw(status),
          open_work: hired,
        };
  return OFFER_ACTIONS.filter((action) => allowed[action]);
}

const LOOK: Readonly<Record<ShownOutcome, OfferLook>> = {
  unknown: 'live',
  pending: 'live',
  hired: 'hired',
  rejected_by_client: 'turned_down',
  rejected_by_system: 'turned_down',
  withdrawn: 'turned_down',
};

/** One offer as `role` sees it: its outcome and badge, how its card looks, what may be done with it. */
export function offerView(offer: OfferFacts, request: SentRequestStatus | null, role: Party): OfferView {
  const outcome = offerOutcome(offer);
  return {
    outcome,
    badge: { key: `outcome.${outcome}`, tone: OFFER_OUTCOME_TONE[outcome] },
    look: LOOK[outcome],
    actions: offerActions(offer, request, role),
  };
}
