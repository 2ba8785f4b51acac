import { queryOptions, useQuery } from '@tanstack/react-query';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import type { TopUp } from '@/services/balance';
import { getSandboxPayment, settleSandboxPayment, type PaymentOutcome } from '@/services/sandbox/sandbox-payment';

/** The simulated gateway's payment (sandbox builds only: components/sandbox/PaymentScreen.tsx). */
export const sandboxPaymentKeys = {
  detail: (paymentId: string) => ['sandbox-payment', paymentId] as const,
};

/** The payment page shows its own error (and a way home), so no toast. */
export const sandboxPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: sandboxPaymentKeys.detail(paymentId),
    queryFn: () => getSandboxPayment(paymentId),
    meta: { toastsError: false },
  });

export const useSandboxPayment = (paymentId: string) =>
  useQuery({ ...sandboxPaymentQueryOptions(paymentId), enabled: paymentId !== '' });

/** Settle the payment once (a second tap waits for the first); `onSettled` sends the browser back. */
export const useSettleSandboxPayment = (paymentId: string, onSettled: (payment: TopUp) => void) =>
  useGuardedMutation({
    mutationFn: (outcome: PaymentOutcome) => settleSandboxPayment(paymentId, outcome),
    onSuccess: onSettled,
  });
