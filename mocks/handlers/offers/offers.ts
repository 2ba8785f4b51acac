import { check, idParam, optionalText, stringList } from '@/mocks/handlers/shared/params';
import { OFFER_REFUSAL } from '@/services/lifecycle/offer';
import { offerActions } from '@/services/lifecycle/offer-view';
import { requestRefusal } from '@/services/lifecycle/request';
import { requestView } from '@/services/lifecycle/request-view';
import { LIMITS } from '@/services/shared/limits';
import { offerImagesError, priceError } from '../../rules/offers/offers';
import { tooLongError } from '../../rules/shared/text';
import { created, fail, paginate, route, type RouteContext } from '../../shared/http';
import { subServiceName } from '../../tables/catalogue/catalogue';
import { jobFor } from '../../tables/jobs/jobs';
import { notify } from '../../tables/notifications/notifications';
import { placeChargedOffer } from '../../tables/offers/offer-charge';
import { hireOffer, moveOffer, placeOffer } from '../../tables/offers/offer-moves';
import { toOffer } from '../../tables/offers/offer-response';
import { findOffer, offerBy, offersOn } from '../../tables/offers/offers';
import { markSeen } from '../../tables/offers/receipts';
import { afterOfferLeft } from '../../tables/requests/request-moves';
import { findRequest, requireOwner } from '../../tables/requests/requests';
import type { SandboxUser } from '../../data/auth/accounts';
import type { SandboxOffer } from '../../data/offers/offers';
import type { SandboxRequest } from '../../data/requests/requests';
import type { Pair } from '../../data/shared/bilingual';

/** An offer on one of the signed-in client's requests (anyone else's is a 404). */
function clientsOffer(context: RouteContext, user: SandboxUser): { offer: SandboxOffer; request: SandboxRequest } {
  const offer = findOffer(idParam(context));
  const request = findRequest(offer.request);
  requireOwner(request, user);
  return { offer, request };
}

/** Tell the offer's provider what the client did with it. */
function tellProvider(offer: SandboxOffer, request: SandboxRequest, kind: 'offer_rejected', title: Pair): void {
  notify(offer.provider, kind, title, subServiceName(request.sub_service), { request: request.id, offer: offer.id });
}

/** Offers: a provider sends one, the client lists, hires or rejects, the provider withdraws (docs/api/marketplace.md, "Offers"). */
export const offerHandlers = [
  route(
    'get',
    'requests/:id/offers/',
    (context) => {
      const user = context.requireUser();
      const request = findRequest(idParam(context));
      requireOwner(request, user);
      const offers = offersOn(request.id).sort((a, b) => a.created_at.localeCompare(b.created_at));
      markSeen(offers, user.id, request);
      return paginate(
        context.url,
        offers.map((offer) => toOffer(offer, user.id)),
      );
    },
    { writes: true },
  ),
  route('post', 'requests/:id/offers/', async (context) => {
    const user = context.requireUser();
    const { request, profile } = jobFor(user, idParam(context));
    const raw = await context.body({
      price: 'number',
      'details?': 'string',
      'images?': 'array',
      'proposed_date?': 'nullable-string',
    });
    // The provider's own offer is refused below with its own text; here only the request's state.
    if (!requestView(request, [], 'provider').actions.includes('send_offer'))
      fail(409, { text: requestRefusal(request.status) });
    if (offerBy(user.id, request.id)) fail(409, { text: 'You already sent an offer on this request' });
    check(priceError(raw.price), 'price');
    const details = typeof raw.details === 'string' ? raw.details : '';
    check(tooLongError(details.trim(), LIMITS.offerDetailsMax), 'details');
    const images = stringList(raw.images ?? [], 'images');
    check(offerImagesError(images), 'images');
    const proposed = raw.proposed_date ?? null;
    if (proposed !== null && !/^\d{4}-\d{2}-\d{2}$/.test(proposed)) check('Use the YYYY-MM-DD format', 'proposed_date');
    const offer = placeChargedOffer(profile, (paidWith) =>
      placeOffer(request, user.id, { price: raw.price, details, images, proposed_date: proposed }, paidWith),
    );
    return created(toOffer(offer, user.id));
  }),
  route(
    'get',
    'offers/:id/',
    (context) => {
      const user = context.requireUser();
      const offer = findOffer(idParam(context));
      const request = findRequest(offer.request);
      if (offer.provider !== user.id && request.client !== user.id) fail(404, 'NO_RESULT');
      markSeen([offer], user.id, request);
      return toOffer(offer, user.id);
    },
    { writes: true },
  ),
  route('post', 'offers/:id/hire/', async (context) => {
    const user = context.requireUser();
    const { offer, request } = clientsOffer(context, user);
    await context.body({});
    hireOffer(offer, request);
    return toOffer(offer, user.id);
  }),
  route('post', 'offers/:id/reject/', async (context) => {
    const user = context.requireUser();
    const { offer, request } = clientsOffer(context, user);
    const { reason } = await context.body({ 'reason?': 'string' });
    if (!offerActions(offer, request.status, 'client').includes('reject')) fail(409, { text: OFFER_REFUSAL });
    moveOffer(offer, 'reject', 'client', optionalText(reason, 'reason', LIMITS.reasonMax));
    afterOfferLeft(request);
    tellProvider(offer, request, 'offer_rejected', ['لم يتم اختيار عرضك', 'Your offer was not chosen']);
    return toOffer(offer, user.id);
  }),
  route('post', 'offers/:id/withdraw/', async (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    if (offer.provider !== user.id) fail(404, 'NO_RESULT');
    const { reason } = await context.body({ 'reason?': 'string' });
    moveOffer(offer, 'withdraw', 'provider', optionalText(reason, 'reason', LIMITS.reasonMax));
    const request = findRequest(offer.request);
    afterOfferLeft(request);
    notify(
      request.client,
      'offer_withdrawn',
      ['سُحب عرض على طلبك', 'An offer on your request was withdrawn'],
      subServiceName(request.sub_service),
      { request: request.id, offer: offer.id },
    );
    return toOffer(offer, user.id);
  }),
];
