import { usePlace } from '@/hooks/shared/use-place';
import { formatMoney, ltr } from '@/services/shared/format';

/**
 * A sum of the provider's balance as every money line of the provider says it (the send form's cost, the
 * offer funnel, the spending limit): the one money format, isolated left to right; `signed` writes the
 * movement's sign ("+JOD 20", "-JOD 1").
 */
export function BalanceMoney({ amount, signed = false }: { amount: number; signed?: boolean }) {
  const place = usePlace();
  return <>{ltr(formatMoney(amount, place, { signed }))}</>;
}
