import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';

export const topUpSchema = (y: YupBuilders) =>
  y.object({
    amount: y
      .number()
      .typeError(V.topUpRequired)
      .required(V.topUpRequired)
      .integer(V.topUpMin)
      .min(LIMITS.topUpMinJod, V.topUpMin)
      .max(LIMITS.topUpMaxJod, V.topUpMax),
  });
