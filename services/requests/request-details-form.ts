import { mixed, object, string, type Schema } from 'yup';
import { addressFields } from '@/services/settings';
import { LIMITS } from '@/services/shared/limits';
import { TIMINGS } from '@/services/shared/request-timing';
import { V } from '@/services/shared/validation-messages';

/** A new address's fields apply only when the request's address is a new one. */
const forNewAddress = (field: Schema) =>
  mixed().when('address', { is: 'new', then: () => field, otherwise: (schema) => schema.strip() });

/**
 * Where and when a request is wanted (spec §3): a saved address's id or `'new'` with the new address's
 * fields (the address book's rule), the timing window, a comment of at most 1000 characters.
 */
export const requestDetailsSchema = object({
  address: mixed<number | 'new' | ''>().test(
    'chosen',
    V.addressRequired,
    (value) => value === 'new' || typeof value === 'number',
  ),
  city: forNewAddress(addressFields.city),
  neighborhood: forNewAddress(addressFields.neighborhood),
  address_type: forNewAddress(addressFields.address_type),
  name: forNewAddress(addressFields.name),
  timing: string()
    .required(V.timingRequired)
    .oneOf([...TIMINGS], V.timingRequired),
  comment: string().max(LIMITS.requestCommentMax, V.tooLong),
});
