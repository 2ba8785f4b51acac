/**
 * The receipts rule (docs/api/marketplace.md "Receipts"): only the request's owner stamps, and only
 * the first time; contacting also stamps seen when it is still empty. Each returns the fields to set
 * (empty: nothing changes, no push).
 */
interface Stamps {
  seen_at?: string | null;
  contacted_at?: string | null;
}

export function stampSeen(offer: Stamps, viewerIsOwner: boolean, now: Date): Pick<Stamps, 'seen_at'> {
  if (!viewerIsOwner || offer.seen_at) return {};
  return { seen_at: now.toISOString() };
}

export function stampContacted(offer: Stamps, viewerIsOwner: boolean, now: Date): Stamps {
  if (!viewerIsOwner || offer.contacted_at) return {};
  return { ...stampSeen(offer, true, now), contacted_at: now.toISOString() };
}
