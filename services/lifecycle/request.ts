import type { Unrecognised } from '@/services/api/shape';
import { nextState, type Process } from './process';

/** A service request's states (docs/api/marketplace.md, §4). */
export const REQUEST_STATUSES = [
  'open',
  'offers_received',
  'provider_hired',
  'completed',
  'cancelled',
  'closed',
] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request's status as an answer may carry it: one the app knows, or one it does not (shown neutral, no actions). */
export type SentRequestStatus = RequestStatus | Unrecognised;

/** The status when the app knows it; null for one it does not, which no view offers anything for. */
export function knownRequestStatus(status: SentRequestStatus): RequestStatus | null {
  return (REQUEST_STATUSES as readonly string[]).includes(status) ? (status as RequestStatus) : null;
}

export type RequestTransition = 'receive_offer' | 'offers_cleared' | 'hire' | 'complete' | 'cancel' | 'close';

/**
 * The request process: open → offers_received (a provider sends an offer) → provider_hired
 * (the client hires) → completed (the client or the hired provider). While no one is hired
 * the client may cancel or close it with a reason; when every offer has been withdrawn or
 * rejected the system opens it again.
 */
export const REQUEST_PROCESS: Process<RequestStatus, RequestTransition> = {
  receive_offer: { from: ['open', 'offers_received'], to: 'offers_received', by: ['provider'] },
  offers_cleared: { from: ['offers_received'], to: 'open', by: ['system'] },
  hire: { from: ['offers_received'], to: 'provider_hired', by: ['client'] },
  complete: { from: ['provider_hired'], to: 'completed', by: ['client', 'provider'] },
  cancel: { from: ['open', 'offers_received'], to: 'cancelled', by: ['client'] },
  close: { from: ['open', 'offers_received'], to: 'closed', by: ['client'] },
};

/** "Current" requests are still in play; the rest are "previous" (the two tabs of my requests). */
export const CURRENT_STATUSES: readonly RequestStatus[] = ['open', 'offers_received', 'provider_hired'];

export type RequestScope = 'current' | 'previous';

/** A provider's hired works (`GET jobs/scheduled/?scope=`): still to do (the default) or completed. */
export const WORK_SCOPES = ['upcoming', 'completed'] as const;
export type WorkScope = (typeof WORK_SCOPES)[number];

export function scopeOf(status: RequestStatus): RequestScope {
  return CURRENT_STATUSES.includes(status) ? 'current' : 'previous';
}

/** How a state looks on a badge: the colour family (labels are `common:requestStatus.<status>`). */
export const REQUEST_STATUS_TONE: Readonly<Record<RequestStatus, 'info' | 'attention' | 'success' | 'neutral'>> = {
  open: 'info',
  offers_received: 'attention',
  provider_hired: 'success',
  completed: 'success',
  cancelled: 'neutral',
  closed: 'neutral',
};

/** Providers can still send offers. */
export function acceptsOffers(status: RequestStatus): boolean {
  return nextState(REQUEST_PROCESS, status, 'receive_offer', 'provider') !== null;
}

/** The client may cancel (nothing hired yet). */
export function canCancel(status: RequestStatus): boolean {
  return nextState(REQUEST_PROCESS, status, 'cancel', 'client') !== null;
}

/** The client may close (nothing hired yet). */
export function canClose(status: RequestStatus): boolean {
  return nextState(REQUEST_PROCESS, status, 'close', 'client') !== null;
}

/** The client or the hired provider may mark the work done. */
export function canComplete(status: RequestStatus, actor: 'client' | 'provider'): boolean {
  return nextState(REQUEST_PROCESS, status, 'complete', actor) !== null;
}

/** The client and the hired provider may rate each other from hiring on. */
export function canRate(status: RequestStatus): boolean {
  return status === 'provider_hired' || status === 'completed';
}

/** The sandbox's 409 text when a request transition is refused for its state. */
export function requestRefusal(status: RequestStatus): string {
  return `Not allowed while the request is ${status.replace('_', ' ')}`;
}
