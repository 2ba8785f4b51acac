import type { Actor } from '@/services/lifecycle/process';
import { REQUEST_PROCESS, requestRefusal, type RequestTransition } from '@/services/lifecycle/request';
import { subServiceName } from '../catalogue/catalogue';
import { notify } from '../notifications/notifications';
import { hiredOffer, liveOffers } from '../offers/offers';
import { step } from '../shared/transitions';
import type { SandboxRequest } from '../../data/requests/requests';

/* A request's moves through its process (services/lifecycle/request.ts), and whom each one tells. */

export function moveRequest(request: SandboxRequest, transition: RequestTransition, actor: Actor): void {
  request.status = step(REQUEST_PROCESS, request.status, transition, actor, requestRefusal(request.status));
}

/** After an offer leaves, a request with no live offers is open again. */
export function afterOfferLeft(request: SandboxRequest): void {
  if (request.status === 'offers_received' && liveOffers(request.id).length === 0)
    moveRequest(request, 'offers_cleared', 'system');
}

/** The hired work is done (the owner or the hired provider marks it): the request is completed, the other side told. */
export function completeWork(request: SandboxRequest, actor: 'client' | 'provider'): void {
  moveRequest(request, 'complete', actor);
  const hired = hiredOffer(request.id);
  const other = actor === 'client' ? hired?.provider : request.client;
  if (other !== undefined)
    notify(other, 'completed', ['تم إنجاز العمل', 'Job completed'], subServiceName(request.sub_service), {
      request: request.id,
    });
}
