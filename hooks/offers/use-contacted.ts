import { useCallback, useRef } from 'react';
import { useSingleFlight } from '@/hooks/shared/use-single-flight';
import { markOfferContacted } from '@/services/offers/offers';

/**
 * Tell the backend the client is leaving for WhatsApp on this offer (docs/api/marketplace.md
 * "Receipts"). Best effort: fired on the tap and never awaited, so the hand-off opens at once; a
 * failure is dropped (the provider simply sees no "Contacted"; the next tap tries again). Once
 * recorded, or while a call is on its way, another tap sends nothing.
 */
export function useMarkContacted(offerId: number): () => void {
  const recorded = useRef(false);
  const send = useSingleFlight(
    useCallback(
      () =>
        markOfferContacted(offerId).then(
          () => void (recorded.current = true),
          () => undefined,
        ),
      [offerId],
    ),
  );
  return useCallback(() => {
    if (!recorded.current) void send();
  }, [send]);
}
