import { uploadDraftImages } from '@/hooks/shared/draft-uploads';
import { LIVE_ROOTS } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { keyIsSpent, newIdempotencyKey } from '@/services/api/idempotency';
import { type SendOfferBody, sendOffer } from '@/services/offers/offers';
import type { OfferDraft } from '@/store/offers/offer-draft';
import { offerImages } from '@/store/shared/draft-images';

export type OfferDraftChange = (change: (draft: OfferDraft) => OfferDraft) => void;
/** Uploads the draft's photos not yet uploaded (kept in the draft as they land), then sends the offer. */

export const useSendOffer = (requestId: number) => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({
    mutationFn: async ({
      body,
      draft,
      onDraft,
    }: {
      body: Omit<SendOfferBody, 'images'>;
      draft: OfferDraft;
      onDraft: OfferDraftChange;
    }) => {
      const onImages = (change: (images: OfferDraft['images']) => OfferDraft['images']) =>
        onDraft((current) => ({ ...current, images: change(current.images) }));
      const images = await uploadDraftImages(draft.images, 'offer', onImages, offerImages);
      return sendOffer(requestId, { ...body, images }, draft.idempotencyKey);
    },
    onError: (error, { onDraft }) => {
      if (!keyIsSpent(error)) return;
      const idempotencyKey = newIdempotencyKey();
      onDraft((current) => ({ ...current, idempotencyKey }));
    },
    onSettled: invalidate,
  });
};
