import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myProviderKeys } from '@/hooks/provider-account';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import type { KeyStore } from '@/services/api/idempotency';
import { getTopUp } from '@/services/balance/balance';
import { startTopUp } from '@/services/balance/balance';
import { getBalance } from '@/services/balance/balance';

export const balanceQueryOptions = () => queryOptions({ queryKey: myProviderKeys.balance(), queryFn: getBalance });
export const useBalance = (enabled = true) => useQuery({ ...balanceQueryOptions(), enabled });
/**
 * The balance as a tap needs it: the one known, or the answer still on its way (a tap before the cost line
 * loaded); undefined when it cannot be had (the backend's refusal then says why).
 */
export function useReadBalance() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.ensureQueryData(balanceQueryOptions()).catch(() => undefined), [queryClient]);
}
/** Starts a top-up; the screen then sends the browser to the checkout URL. The form keeps the key (`keys`). */

export const useStartTopUp = (keys?: KeyStore) =>
  useKeyedMutation(
    ({ amount, returnUrl }: { amount: number; returnUrl: string }, key) => startTopUp(amount, returnUrl, key),
    {},
    keys,
  );
export const topUpQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: [...myProviderKeys.balance(), 'top-up', paymentId] as const,
    queryFn: () => getTopUp(paymentId),
  });
/** A top-up's outcome once the gateway sent the browser back (`?payment=<id>`). */

export const useTopUp = (paymentId: string | null) =>
  useQuery({ ...topUpQueryOptions(paymentId ?? ''), enabled: paymentId !== null });
