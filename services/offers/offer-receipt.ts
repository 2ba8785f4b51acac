/**
 * What the provider is told about an offer's client (docs/api/marketplace.md "Receipts"): contacted
 * wins over seen; a backend that sends neither field shows no receipt line at all (null), and a time
 * that is not a date is read as not sent.
 */
export type OfferReceipt = { state: 'not_seen' } | { state: 'seen'; at: string } | { state: 'contacted'; at: string };

interface ReceiptFields {
  seen_at?: string | null;
  contacted_at?: string | null;
}

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function offerReceipt(offer: ReceiptFields): OfferReceipt | null {
  if (isTime(offer.contacted_at)) return { state: 'contacted', at: offer.contacted_at };
  if (isTime(offer.seen_at)) return { state: 'seen', at: offer.seen_at };
  // Sent and null: the client has not opened it yet. Absent (or garbage): the backend does not record it.
  return offer.seen_at === null ? { state: 'not_seen' } : null;
}
