import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { LoadingState } from '@/components/ui/LoadStates';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useSandboxPayment, useSettleSandboxPayment } from '@/hooks/sandbox/use-sandbox-payment';
import { usePlace } from '@/hooks/shared/use-place';
import { topUpSettled } from '@/services/balance';
import { PAYMENT_OUTCOMES } from '@/services/sandbox/sandbox-payment';
import { formatMoney } from '@/services/shared/format';
import { safeNextPath } from '@/services/shared/routes';

/**
 * The simulated payment gateway (sandbox mode only): `/sandbox/payment?payment=<id>&return=<path>`.
 * Pay, Fail or Cancel settles the top-up (sandbox-only calls) and sends the browser back to
 * `<return>?payment=<id>&status=<outcome>`, as a real gateway would.
 */
export default function PaymentScreen() {
  const { t } = useTranslation(['sandbox', 'common']);
  const place = usePlace();
  const { query, isReady } = useRouter();
  const id = typeof query.payment === 'string' ? query.payment : '';
  const back = safeNextPath(query.return);
  const payment = useSandboxPayment(id);
  const settle = useSettleSandboxPayment(id, (settled) => {
    const target = new URL(back ?? paths.balance.getHref(), window.location.origin);
    target.searchParams.set('payment', settled.payment_id);
    target.searchParams.set('status', settled.status);
    window.location.assign(target.toString());
  });
  if (!isReady) return <LoadingState label={t('common:loading')} />;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-xl font-semibold">{t('payment.title')}</h1>
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{t('payment.simulated')}</p>
      </header>
      {id === '' ? (
        // A link without its payment: nothing to load (the query never runs), so say so and lead home.
        <>
          <p role="alert">{t('common:notFound.body')}</p>
          <Link href={paths.home.getHref('provider')} className="btn-secondary">
            {t('payment.home')}
          </Link>
        </>
      ) : (
        <QueryView
          query={payment}
          loading={t('common:loading')}
          reserve="min-h-32"
          error={(error) => (
            <>
              <FormAlert error={error} />
              <Link href={paths.home.getHref('provider')} className="btn-secondary">
                {t('payment.home')}
              </Link>
            </>
          )}
        >
          {(shown) => (
            <>
              <p className="text-center">
                {t('payment.amount')}{' '}
                <span dir="ltr" className="text-2xl font-bold">
                  {formatMoney(shown.amount, place)}
                </span>
              </p>
              <FormAlert error={settle.error} />
              <div className="flex flex-col gap-2">
                {PAYMENT_OUTCOMES.map((outcome) => (
                  <button
                    key={outcome}
                    type="button"
                    className={outcome === 'paid' ? 'btn-primary' : 'btn-secondary'}
                    disabled={settle.isPending || settle.isSuccess || topUpSettled(shown.status)}
                    onClick={() => settle.mutate(outcome)}
                  >
                    {t(`payment.${outcome}`)}
                  </button>
                ))}
              </div>
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
