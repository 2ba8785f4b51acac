import { LIMITS } from '@/services/shared/limits';

const HOUR_MS = 60 * 60 * 1000;

/** What the credit-back rule reads of an offer (docs/api/marketplace.md "Credit back"). */
export interface CreditCandidate {
  /** JOD taken from the balance for it; 0 or absent: a free offer. */
  charged?: number;
  seen_at?: string | null;
  credited_at?: string | null;
  created_at: string;
}

/**
 * Whether a paid offer is credited back now: its client has not seen it, it was not credited yet,
 * and either 48 hours have passed since it was sent or it `ended` unseen (its request cancelled or
 * closed, or the offer withdrawn). A seen offer never is, whatever happens to it after; a free one
 * never is. The backend runs it on a schedule, the sandbox on its clock and on the provider's reads.
 */
export function creditDue(offer: CreditCandidate, ended: boolean, now: Date): boolean {
  if (!offer.charged || offer.charged <= 0) return false;
  if (offer.seen_at || offer.credited_at) return false;
  if (ended) return true;
  return now.getTime() - new Date(offer.created_at).getTime() >= LIMITS.creditAfterHours * HOUR_MS;
}
