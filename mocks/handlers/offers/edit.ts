import { check, idParam } from '@/mocks/handlers/shared/params';
import { OFFER_REFUSAL } from '@/services/lifecycle/offer';
import { offerActions } from '@/services/lifecycle/offer-view';
import { LIMITS } from '@/services/shared/limits';
import { priceError } from '../../rules/offers/offers';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { fail, route } from '../../shared/http';
import { subServiceName } from '../../tables/catalogue/catalogue';
import { notify } from '../../tables/notifications/notifications';
import { toOffer } from '../../tables/offers/offer-response';
import { findOffer } from '../../tables/offers/offers';
import { findRequest } from '../../tables/requests/requests';

/**
 * Changing a pending offer (designed, issue 34; docs/api/marketplace.md "Changing an offer"): its
 * provider only (a 404 for anyone else, as if it did not exist), while pending (409), the price rule
 * of the send, no new charge. A changed price keeps the one before in `previous_price`; any change
 * stamps `edited_at` and tells the client (kind `offer_updated`: the tap opens the request's offers); a body that changes nothing answers the offer as it is.
 */
export const offerEditHandlers = [
  route('patch', 'offers/:id/', async (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    if (offer.provider !== user.id) fail(404, 'NO_RESULT');
    const raw = await context.body({ 'price?': 'number', 'details?': 'string', 'proposed_date?': 'nullable-string' });
    const request = findRequest(offer.request);
    if (!offerActions(offer, request.status, 'provider').includes('edit')) fail(409, { text: OFFER_REFUSAL });
    if (raw.price !== undefined) check(priceError(raw.price), 'price');
    const details = raw.details === undefined ? undefined : raw.details.trim();
    if (details !== undefined) check(tooLongError(details, LIMITS.offerDetailsMax), 'details');
    const proposed = raw.proposed_date;
    if (typeof proposed === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(proposed))
      check('Use the YYYY-MM-DD format', 'proposed_date');
    const priceChanged = raw.price !== undefined && raw.price !== offer.price;
    const changed =
      priceChanged ||
      (details !== undefined && details !== offer.details) ||
      (proposed !== undefined && proposed !== offer.proposed_date);
    if (!changed) return toOffer(offer, user.id);
    if (priceChanged) offer.previous_price = offer.price;
    offer.price = raw.price ?? offer.price;
    offer.details = details ?? offer.details;
    offer.proposed_date = proposed === undefined ? offer.proposed_date : proposed;
    offer.edited_at = clock.now().toISOString();
    notify(
      request.client,
      'offer_updated',
      ['تم تعديل عرض على طلبك', 'An offer on your request was changed'],
      subServiceName(request.sub_service),
      {
        request: request.id,
        offer: offer.id,
      },
    );
    return toOffer(offer, user.id);
  }),
];
