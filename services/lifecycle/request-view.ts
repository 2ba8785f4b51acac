import { offerOutcome } from './offer';
import {
  REQUEST_STATUS_TONE,
  acceptsOffers,
  canCancel,
  canClose,
  canComplete,
  canRate,
  knownRequestStatus,
  type RequestStatus,
  type SentRequestStatus,
  type WorkScope,
} from './request';
import type { Badge, OfferFacts, Party } from './offer-view';

/** The steps of a request's progress: the happy path, or where it ended early. */
export type ProgressStep = 'sent' | 'offers' | 'hired' | 'completed' | 'cancelled' | 'closed';

export interface Progress {
  /** Every step shown, in order. */
  steps: readonly ProgressStep[];
  /** The steps done (ticked). */
  reached: readonly ProgressStep[];
  /** Where the request stands now (the last step reached). */
  current: ProgressStep;
}

const HAPPY_PATH: readonly ProgressStep[] = ['sent', 'offers', 'hired', 'completed'];

/** How far a request got along the happy path, and where it ended if it ended early. */
const REACHED: Readonly<Record<RequestStatus, readonly ProgressStep[]>> = {
  open: ['sent'],
  offers_received: ['sent', 'offers'],
  provider_hired: ['sent', 'offers', 'hired'],
  completed: ['sent', 'offers', 'hired', 'completed'],
  cancelled: ['sent', 'cancelled'],
  closed: ['sent', 'closed'],
};

/** A request's progress: an ended one shows only the way it went; the rest the whole happy path. */
export function progressOf(status: RequestStatus): Progress {
  const reached = REACHED[status];
  const current = reached[reached.length - 1] ?? 'sent';
  return { steps: HAPPY_PATH.includes(current) ? HAPPY_PATH : reached, reached, current };
}

/**
 * What a party may do with a request as a whole. The client (its owner): chat with the hired
 * provider on WhatsApp, mark the work completed, rate the provider, cancel or close it, invite
 * providers to it. The provider: send an offer, open the hired work, call or chat with the
 * client, mark the work completed, rate the client, report the client. (Withdrawing an offer is
 * an offer's action: offer-view.ts.)
 */
export const REQUEST_ACTIONS = [
  'send_offer',
  'open_work',
  'contact',
  'complete',
  'rate',
  'cancel',
  'close',
  'invite',
  'report',
] as const;

export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** The fields of a request a view reads (the API's details, a list item and the sandbox's record all fit). */
export interface RequestFacts {
  /** One the app does not know shows a neutral badge, no progress and no action. */
  status: SentRequestStatus;
  /** False when the signed-in client does not own it (then the client may do nothing). */
  is_owner?: boolean;
  /** The viewer's own rating of the other party, once given. */
  my_rating?: object | null;
}

/** A badge's label key: `requests:status.<status>`, `status.unknown` for a status the app does not know. */
export type RequestBadgeKey = `status.${RequestStatus | 'unknown'}`;

export interface RequestView<O extends OfferFacts> {
  /** Labels are `requests:status.<status>`. */
  badge: Badge<RequestBadgeKey>;
  /** Null for a status the app does not know (no step can be shown as reached). */
  progress: Progress | null;
  actions: readonly RequestAction[];
  /** The hired offer among those given, if any. */
  hired: O | null;
  /** How many of those given are still pending. */
  pendingOffers: number;
}

/** The request's badge alone (a list row has no offers to read); neutral for a status the app does not know. */
export function requestBadge(sent: SentRequestStatus): Badge<RequestBadgeKey> {
  const status = knownRequestStatus(sent);
  return status ? { key: `status.${status}`, tone: REQUEST_STATUS_TONE[status] } : UNKNOWN_BADGE;
}

const UNKNOWN_BADGE: Badge<RequestBadgeKey> = { key: 'status.unknown', tone: 'neutral' };

function actionsOf(request: RequestFacts, hired: boolean, offered: boolean, role: Party): RequestAction[] {
  const status = knownRequestStatus(request.status);
  // A state the app does not know justifies no action (the backend may have moved on past what we draw).
  if (status === null) return [];
  const rated = Boolean(request.my_rating);
  const allowed: Readonly<Record<RequestAction, boolean>> =
    role === 'client'
      ? {
          send_offer: false,
          open_work: false,
          contact: hired && progressOf(status).current === 'hired',
          complete: canComplete(status, 'client'),
          rate: hired && canRate(status) && !rated,
          cancel: canCancel(status),
          close: canClose(status),
          invite: acceptsOffers(status),
          report: false,
        }
      : {
          send_offer: !offered && acceptsOffers(status),
          open_work: hired,
          contact: hired,
          complete: hired && canComplete(status, 'provider'),
          rate: hired && canRate(status) && !rated,
          cancel: false,
          close: false,
          invite: false,
          report: true,
        };
  if (role === 'client' && request.is_owner === false) return [];
  return REQUEST_ACTIONS.filter((action) => allowed[action]);
}

/**
 * A request as `role` sees it (sharetribe's `stateData` per process): its badge, its progress
 * step and what that party may do now. `offers` are those the viewer sees: all of them for the
 * client, the provider's own for a provider.
 */
export function requestView<O extends OfferFacts>(
  request: RequestFacts,
  offers: readonly O[],
  role: Party,
): RequestView<O> {
  const hired = offers.find((offer) => offerOutcome(offer) === 'hired') ?? null;
  const status = knownRequestStatus(request.status);
  return {
    badge: requestBadge(request.status),
    progress: status && progressOf(status),
    actions: actionsOf(request, hired !== null, offers.length > 0, role),
    hired,
    pendingOffers: offers.filter((offer) => offerOutcome(offer) === 'pending').length,
  };
}

/** A provider's hired work: still to do, or completed (the two tabs of scheduled works). */
export function workScopeOf(sent: SentRequestStatus): WorkScope {
  const status = knownRequestStatus(sent);
  return status && progressOf(status).current === 'completed' ? 'completed' : 'upcoming';
}

export interface JobView<O extends OfferFacts> extends RequestView<O> {
  /** Which tab of scheduled works it belongs to, once hired. */
  workScope: WorkScope;
}

/** A job (a request with the provider's own offer, `GET jobs/{id}/`) as `role` sees it: the request's view over the provider's own offer, and its scheduled-works tab. */
export function jobView<O extends OfferFacts>(
  job: RequestFacts & { my_offer: O | null },
  role: Party = 'provider',
): JobView<O> {
  return { ...requestView(job, job.my_offer ? [job.my_offer] : [], role), workScope: workScopeOf(job.status) };
}
