import { object, number } from 'yup';
import { LIMITS } from '@/services/shared/limits';
import { V } from '@/services/shared/validation-messages';

export const topUpSchema = object({
  amount: number()
    .typeError(V.topUpRequired)
    .required(V.topUpRequired)
    .integer(V.topUpMin)
    .min(LIMITS.topUpMinJod, V.topUpMin)
    .max(LIMITS.topUpMaxJod, V.topUpMax),
});
