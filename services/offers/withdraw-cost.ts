/**
 * What withdrawing a pending offer does to what it cost (docs/api/marketplace.md "Credit back"):
 * a paid offer its client has opened keeps its cost (`kept`); a paid one unopened comes back to the
 * balance (`credited`); a free offer, or an answer without `charged` or `seen_at`, says nothing (null).
 */
export type WithdrawCost = 'kept' | 'credited' | null;

export function withdrawCost(offer: { charged?: number; seen_at?: string | null }): WithdrawCost {
  if (typeof offer.charged !== 'number' || offer.charged <= 0 || offer.seen_at === undefined) return null;
  return offer.seen_at === null ? 'credited' : 'kept';
}
