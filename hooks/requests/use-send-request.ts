import { addressKeys } from '@/hooks/settings';
import { uploadDraftImages } from '@/hooks/shared/draft-uploads';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { keyIsSpent, newIdempotencyKey } from '@/services/api/idempotency';
import { createRequest } from '@/services/requests/requests';
import { createAddress } from '@/services/settings';
import { addressSchema } from '@/services/settings';
import type { YupBuilders } from '@/services/shared/schema';
import type { RequestDraft } from '@/store/requests/request-draft';
import { requestKeys } from './use-requests';

type DraftChange = (change: (draft: RequestDraft) => RequestDraft) => void;

/** yup's builders, from the form kit (components/ hands in `loadFormKit`'s: this layer does not import it). */
type LoadYup = () => Promise<YupBuilders>;

/**
 * Sends a complete draft: saves a new address to the address book (cast by the address book's rule),
 * uploads the photos not yet uploaded, then POST requests/. Each step's result goes into the draft as
 * it lands (`onDraft`), so a failure part-way keeps what was done and a retry does not save the address twice.
 */
async function sendDraft(draft: RequestDraft, onDraft: DraftChange, loadYup: LoadYup) {
  let address = draft.address;
  if (draft.newAddress) {
    const yup = await loadYup();
    const saved = await createAddress(
      { ...addressSchema(yup).cast(draft.newAddress), address_type: draft.newAddress.address_type },
      draft.idempotencyKey,
    );
    address = saved.id;
    onDraft((current) => ({ ...current, address: saved.id, newAddress: null }));
  }
  const urls = await uploadDraftImages(draft.images, 'request', (change) =>
    onDraft((current) => ({ ...current, images: change(current.images) })),
  );
  if (address === null || draft.timing === null) throw new Error('An incomplete draft cannot be sent');
  const asked = new Set(draft.questions.map((question) => String(question.id)));
  return createRequest(
    {
      sub_service: draft.subService,
      address,
      timing: draft.timing,
      answers: Object.fromEntries(Object.entries(draft.answers).filter(([id]) => asked.has(id))),
      comment: draft.comment.trim(),
      images: urls,
    },
    draft.idempotencyKey,
  );
}

/** Sends the request draft (see `sendDraft`); field errors come back on the review step. */
export const useSendRequest = (loadYup: LoadYup) => {
  const invalidateAddresses = useInvalidate(addressKeys.all);
  const invalidateRequests = useInvalidate(requestKeys.all);
  return useGuardedMutation({
    mutationFn: ({ draft, onDraft }: { draft: RequestDraft; onDraft: DraftChange }) =>
      sendDraft(draft, onDraft, loadYup),
    onError: (error, { onDraft }) => {
      if (!keyIsSpent(error)) return;
      const idempotencyKey = newIdempotencyKey();
      onDraft((current) => ({ ...current, idempotencyKey }));
    },
    onSettled: invalidateAddresses,
    onSuccess: invalidateRequests,
  });
};
