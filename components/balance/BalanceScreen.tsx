import { useRouter } from 'next/router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderGate } from '@/components/provider-account';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { LoadingState } from '@/components/ui/LoadStates';
import { QueryView } from '@/components/ui/QueryView';
import { StatusNote } from '@/components/ui/StatusNote';
import { paths } from '@/config/paths';
import { useTopUp } from '@/hooks/balance/use-balance';
import { useBalance } from '@/hooks/balance/use-balance';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { BalanceMoney } from './BalanceMoney';

/** What came back from the payment page (`?payment=<id>`): the server's word on it, not the URL's. */
function PaymentOutcome({ paymentId, balance }: { paymentId: string; balance: number | undefined }) {
  const { t } = useTranslation('balance');
  const payment = useTopUp(paymentId);
  if (payment.isPending) return <LoadingState label={t('checking')} />;
  if (payment.isError) return <FormAlert error={payment.error} />;
  const { status, amount } = payment.data;
  if (status === 'paid') {
    return (
      <StatusNote>
        {t('paid')} <BalanceMoney amount={amount} />
        {balance !== undefined && (
          <>
            {' '}
            {t('nowIs')} <BalanceMoney amount={balance} />
          </>
        )}
      </StatusNote>
    );
  }
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {t(`outcome.${status}`)}
    </p>
  );
}

// The top-up form and its draft are a chunk of their own (its rules come with the form kit), fetched as this screen's runs,
// beside the balance's call: the route's first load stays within its budget.
const topUpForm = () => import('./TopUpForm');
const TopUpForm = lazy(topUpForm);
if (typeof window !== 'undefined') void topUpForm();
// The history likewise: its rows, their rules and the running balance come after the balance's first paint.
const balanceHistory = () => import('./BalanceHistory');
const BalanceHistory = lazy(balanceHistory);
if (typeof window !== 'undefined') void balanceHistory();

function Balance() {
  const { t } = useTranslation(['balance', 'MESSAGES']);
  const { query } = useRouter();
  const balance = useBalance();
  const paymentId = typeof query.payment === 'string' ? query.payment : null;
  return (
    <>
      {paymentId && <PaymentOutcome paymentId={paymentId} balance={balance.data?.balance} />}
      <QueryView query={balance} loading={t('title')} reserve="min-h-32">
        {(now) => (
          <Card as="section" className="flex flex-col gap-2" aria-labelledby="balance-now">
            <h2 id="balance-now" className="text-sm text-ink-muted">
              {t('current')}
            </h2>
            <p className="text-2xl font-bold" data-testid="balance-amount">
              <BalanceMoney amount={now.balance} />
            </p>
            {now.free_offers_left !== undefined && (
              <p>{t('freeLeft', { left: now.free_offers_left, total: now.free_offers_per_day })}</p>
            )}
            <p className="text-sm text-ink-muted">
              {t('offerCost')} <BalanceMoney amount={now.offer_cost} />
            </p>
            {now.free_offers_left === 0 && <p className="text-sm text-amber-900">{t('MESSAGES:FREE_OFFERS_USED')}</p>}
            <Link
              href={paths.spendingLimit.getHref()}
              className="self-start text-sm font-semibold text-brand underline"
            >
              {t('cap.title')}
            </Link>
          </Card>
        )}
      </QueryView>
      <Suspense fallback={<LoadingState label={t('add')} reserve="min-h-48" />}>
        <TopUpForm />
      </Suspense>
      <Suspense fallback={<LoadingState label={t('history.loading')} reserve="min-h-32" />}>
        <BalanceHistory balance={balance.data?.balance} />
      </Suspense>
    </>
  );
}

/** Balance (/service-providers/balance): the balance in JOD, today's free offers, what an offer costs, add balance, its history. */
export function BalanceScreen() {
  const { t } = useTranslation('balance');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <ProviderGate>{() => <Balance />}</ProviderGate>
    </div>
  );
}
