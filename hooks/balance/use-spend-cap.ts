import { MY_PROVIDER_ROOT } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { updateSpendCap } from '@/services/balance/balance';

/** PATCH provider/balance/ `{daily_spend_cap}`; the balance (and the send form's cost line) read again after. */
export const useUpdateSpendCap = () => {
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useGuardedMutation({
    mutationFn: (cap: number | null) => updateSpendCap(cap),
    onSuccess: () => invalidate(),
  });
};
