import { idParam } from '@/mocks/handlers/shared/params';
import { fail, route } from '../../shared/http';
import { findOffer } from '../../tables/offers/offers';
import { markContacted } from '../../tables/offers/receipts';
import { findRequest } from '../../tables/requests/requests';

/** Receipts (docs/api/marketplace.md "Receipts"): the client's WhatsApp tap; the seen stamp rides on the offers' GETs. */
export const receiptHandlers = [
  route('post', 'offers/:id/contacted/', async (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    const request = findRequest(offer.request);
    if (request.client !== user.id) fail(404, 'NO_RESULT');
    await context.body({});
    markContacted(offer, user.id, request);
    return undefined;
  }),
];
