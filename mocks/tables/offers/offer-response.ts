import { userOf } from '../auth/users';
import { bareProviderSummary, profileOf, toProviderSummary } from '../provider-account/providers';
import { findRequest, referenceOf } from '../requests/requests';
import type { SandboxOffer } from '../../data/offers/offers';
import type { Offer } from '../../data/shared/records';

/**
 * An offer as `viewerId` sees it: the provider's summary and, for the request's owner
 * only, the provider's WhatsApp number; for its provider only, what it cost and any credit back.
 */
export function toOffer(offer: SandboxOffer, viewerId: number): Offer {
  const request = findRequest(offer.request);
  const profile = profileOf(offer.provider);
  return {
    id: offer.id,
    request: offer.request,
    request_reference: referenceOf(request),
    provider: profile ? toProviderSummary(profile) : bareProviderSummary(offer.provider),
    price: offer.price,
    details: offer.details,
    images: offer.images,
    proposed_date: offer.proposed_date,
    status: offer.status,
    rejection_source: offer.rejection_source,
    rejection_reason: offer.rejection_reason,
    whatsapp_number: request.client === viewerId ? (userOf(offer.provider)?.phone_number ?? null) : null,
    created_at: offer.created_at,
    seen_at: offer.seen_at ?? null,
    contacted_at: offer.contacted_at ?? null,
    previous_price: offer.previous_price ?? null,
    edited_at: offer.edited_at ?? null,
    // What it cost and whether that came back: its provider's business only.
    ...(viewerId === offer.provider &&
      offer.charged !== undefined && { charged: offer.charged, credited_at: offer.credited_at ?? null }),
  };
}
