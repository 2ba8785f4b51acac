import type { components } from '@/services/api/api-schema';
import type { OfferStatus } from '@/services/lifecycle/offer';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the funnel reads of one of the provider's offers (docs/api/marketplace.md "Funnel"). */
export interface FunnelOffer {
  created_at: string;
  status: OfferStatus;
  seen_at?: string | null;
  contacted_at?: string | null;
  /** JOD taken from the balance for it; 0 or absent: a free offer. */
  charged?: number;
  credited_at?: string | null;
}

/** The provider's last `days`: offers sent, how many their client saw, contacted, hired; JOD spent and credited back. */
export type Funnel = components['schemas']['OfferFunnel'];

/** JOD to the fils (3 decimals), so that sums of charges never show a float's tail. */
const fils = (amount: number) => Math.round(amount * 1000) / 1000;

/**
 * The funnel of the offers sent in the `days` before `now`, the boundary included (an offer sent
 * exactly `days` ago counts; one dated after `now` does not). Each step counts its own fact: seen is
 * `seen_at`, or contacted or hired (a client cannot do either without opening the offer); contacted is
 * `contacted_at` (the WhatsApp tap); hired is the offer's status. `spent` sums what the window's offers
 * cost, `credited` what of it came back (`credited_at`), whenever it did.
 */
export function funnelOf(offers: readonly FunnelOffer[], now: Date, days: number): Funnel {
  const from = now.getTime() - days * DAY_MS;
  const funnel: Funnel = { days, sent: 0, seen: 0, contacted: 0, hired: 0, spent: 0, credited: 0 };
  for (const offer of offers) {
    const sentAt = new Date(offer.created_at).getTime();
    if (sentAt < from || sentAt > now.getTime()) continue;
    const hired = offer.status === 'hired';
    const contacted = Boolean(offer.contacted_at);
    const charged = offer.charged ?? 0;
    funnel.sent += 1;
    if (offer.seen_at || contacted || hired) funnel.seen += 1;
    if (contacted) funnel.contacted += 1;
    if (hired) funnel.hired += 1;
    if (charged > 0) funnel.spent += charged;
    if (charged > 0 && offer.credited_at) funnel.credited += charged;
  }
  return { ...funnel, spent: fils(funnel.spent), credited: fils(funnel.credited) };
}

/**
 * A step's share of the offers sent, a whole percent (the screen's "100%"); null when nothing was sent
 * (no share to show). A backend's count above `sent` shows as 100%.
 */
export function stepShare(count: number, sent: number): number | null {
  if (sent <= 0) return null;
  return Math.min(100, Math.round((Math.max(0, count) / sent) * 100));
}
