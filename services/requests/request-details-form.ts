import { addressFields } from '@/services/settings';
import { LIMITS } from '@/services/shared/limits';
import { TIMINGS } from '@/services/shared/request-timing';
import type { YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';
import type { Schema } from 'yup';

/** A new address's fields apply only when the request's address is a new one. */
const forNewAddress = (y: YupBuilders, field: Schema) =>
  y.mixed().when('address', { is: 'new', then: () => field, otherwise: (schema) => schema.strip() });

/**
 * Where and when a request is wanted (spec §3): a saved address's id or `'new'` with the new address's
 * fields (the address book's rule), the timing window, a comment of at most 1000 characters.
 */
export const requestDetailsSchema = (y: YupBuilders) => {
  const address = addressFields(y);
  return y.object({
    address: y
      .mixed<number | 'new' | ''>()
      .test('chosen', V.addressRequired, (value) => value === 'new' || typeof value === 'number'),
    city: forNewAddress(y, address.city),
    neighborhood: forNewAddress(y, address.neighborhood),
    address_type: forNewAddress(y, address.address_type),
    name: forNewAddress(y, address.name),
    timing: y
      .string()
      .required(V.timingRequired)
      .oneOf([...TIMINGS], V.timingRequired),
    comment: y.string().max(LIMITS.requestCommentMax, V.tooLong),
  });
};
