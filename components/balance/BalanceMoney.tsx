import { useTranslation } from 'react-i18next';
import { formatAmount, ltr } from '@/services/shared/format';
import { useAppState } from '@/store/shared/app-store';

/**
 * A sum of the provider's balance as every money line of the provider says it (the send form's cost, the
 * offer funnel, the spending limit): three decimals, the number isolated left to right, then the unit
 * ("12.500 JOD" / "12.500 دينار"); `signed` writes the movement's sign ("+20.000 JOD", "−1.000 JOD").
 */
export function BalanceMoney({ amount, signed = false }: { amount: number; signed?: boolean }) {
  const { t } = useTranslation('balance');
  const language = useAppState((state) => state.language);
  const sign = signed ? (amount < 0 ? '\u2212' : '+') : '';
  const number = formatAmount(signed ? Math.abs(amount) : amount, language);
  return <>{t('money', { amount: ltr(`${sign}${number}`) })}</>;
}
