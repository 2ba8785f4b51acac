import type { AddressFieldValues } from '@/components/settings';
import type { Timing } from '@/services/shared/request-timing';
import { emptyNewAddress, type RequestDraft } from '@/store/requests/request-draft';

/** The where-and-when form: a saved address's id or 'new' (with its fields), the timing, a comment. */
export interface DetailsValues extends AddressFieldValues {
  address: number | 'new' | '';
  timing: Timing | '';
  comment: string;
}

/** The form's values from the draft; a guest has no saved addresses, so writes a new one. */
export function detailsValuesOf(draft: RequestDraft, signedIn: boolean): DetailsValues {
  const address = draft.newAddress ? 'new' : (draft.address ?? (signedIn ? '' : 'new'));
  return { ...(draft.newAddress ?? emptyNewAddress), address, timing: draft.timing ?? '', comment: draft.comment };
}

/** The draft with the form's values in it (kept on every change). */
export function withDetails(draft: RequestDraft, values: DetailsValues): RequestDraft {
  const { address, timing, comment, city, neighborhood, address_type, name } = values;
  return {
    ...draft,
    address: typeof address === 'number' ? address : null,
    newAddress: address === 'new' ? { city, neighborhood, address_type, name } : null,
    timing: timing === '' ? null : timing,
    comment,
  };
}
