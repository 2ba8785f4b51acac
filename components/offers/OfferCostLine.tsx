import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useBalance } from '@/hooks/balance';
import { usePlace } from '@/hooks/shared/use-place';
import { offerCost } from '@/services/offers/offer-charge';
import { formatMoney, ltr } from '@/services/shared/format';

/**
 * Before sending: what this offer costs (free while today's 5 last, then 1.000 JOD, and the credit-back rule when the
 * backend says it credits: `credit_after_hours`), and a short balance with its remedy.
 */
export function OfferCostLine() {
  const { t } = useTranslation(['offers', 'MESSAGES']);
  const place = usePlace();
  const balance = useBalance();
  if (balance.isPending) return <Spinner />;
  if (balance.isError) return null;
  const cost = offerCost(balance.data);
  if (!cost) return null;
  const price = (amount: number) => ltr(formatMoney(amount, place));
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-100 p-3 text-sm" aria-live="polite">
      {cost.kind === 'free' ? (
        <p className="font-semibold text-green-800">{t('send.costFree', { left: cost.left, perDay: cost.perDay })}</p>
      ) : (
        <>
          {balance.data.message && <p>{t('MESSAGES:FREE_OFFERS_USED')}</p>}
          <p className="font-semibold">{t('send.costPaid', { cost: ltr(formatMoney(cost.cost, place)) })}</p>
          <p className="text-ink-muted">{t('send.balance', { balance: price(cost.balance) })}</p>
          {cost.creditAfterHours !== null && (
            <p className="text-ink-muted">{t('send.creditRule', { count: cost.creditAfterHours })}</p>
          )}
          {cost.capReached && cost.cap !== null && (
            <p className="flex flex-wrap items-center justify-between gap-2 font-semibold text-red-700">
              {t('send.capReached', { cap: ltr(formatMoney(cost.cap, place)) })}
              <Link href={paths.spendingLimit.getHref()} className="btn-secondary">
                {t('send.changeCap')}
              </Link>
            </p>
          )}
          {!cost.enough && (
            <p className="flex flex-wrap items-center justify-between gap-2 font-semibold text-red-700">
              {t('MESSAGES:NOT_ENOUGH_BALANCE')}
              <Link href={paths.balance.getHref()} className="btn-secondary">
                {t('send.addBalance')}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
