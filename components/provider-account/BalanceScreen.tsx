import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusNote } from '@/components/settings/StatusNote';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingState } from '@/components/ui/LoadStates';
import { QueryView } from '@/components/ui/QueryView';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useDialogDraft } from '@/hooks/use-dialog-draft';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStartTopUp, useTopUp } from '@/hooks/use-provider-account';
import { useBalance } from '@/hooks/use-provider-profile';
import { loadWithScreen } from '@/locales/i18n';
import { checkoutTarget } from '@/services/checkout';
import { normalizeDigits } from '@/services/digits';
import { formatPrice } from '@/services/format';
import { LIMITS } from '@/services/limits';
import { fieldErrors, topUpSchema } from '@/services/provider-forms';
import { useAppState } from '@/store/app-store';
import { dialogDraftId } from '@/store/dialog-draft';
import { PlainField } from './PlainField';
import { ProviderGate } from './ProviderGate';

loadWithScreen('provider', 'validation');

function Price({ amount }: { amount: number }) {
  const language = useAppState((state) => state.language);
  return <span dir="ltr">{formatPrice(amount, language)}</span>;
}

/** What came back from the payment page (`?payment=<id>`): the server's word on it, not the URL's. */
function PaymentOutcome({ paymentId, balance }: { paymentId: string; balance: number | undefined }) {
  const { t } = useTranslation('provider');
  const payment = useTopUp(paymentId);
  if (payment.isPending) return <LoadingState label={t('balance.checking')} />;
  if (payment.isError) return <FormAlert error={payment.error} />;
  const { status, amount } = payment.data;
  if (status === 'paid') {
    return (
      <StatusNote>
        {t('balance.paid')} <Price amount={amount} />
        {balance !== undefined && (
          <>
            {' '}
            {t('balance.nowIs')} <Price amount={balance} />
          </>
        )}
      </StatusNote>
    );
  }
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {t(`balance.outcome.${status}`)}
    </p>
  );
}

/** Add balance: an amount (5–500 JOD), then the payment page. */
function TopUpForm() {
  const { t } = useTranslation(['provider', 'common']);
  // The amount typed stays on the device until the payment page opens (a session may end meanwhile).
  const draft = useDialogDraft(dialogDraftId.topUp(), { amount: '' });
  const start = useStartTopUp(draft.keys);
  const [amount, setAmount] = useState(draft.initialValues.amount);
  const [error, setError] = useState<string | undefined>();
  // A checkout_url that is not the configured payment page is never followed (services/checkout.ts).
  const [refused, setRefused] = useState(false);
  const busy = start.isPending || (start.isSuccess && !refused);
  const submit = () => {
    const typed = normalizeDigits(amount.trim());
    const found = fieldErrors(topUpSchema, { amount: typed === '' ? undefined : Number(typed) }).amount;
    setError(found);
    setRefused(false);
    if (found) return;
    start.mutate(
      { amount: Number(typed), returnUrl: paths.balance.getHref() },
      {
        onSuccess: (topUp) => {
          const target = checkoutTarget(topUp.checkout_url, window.location.origin);
          if (!target) return setRefused(true);
          draft.drop();
          window.location.assign(target);
        },
      },
    );
  };
  return (
    <Card
      noValidate
      as="form"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-semibold">{t('balance.add')}</h2>
      <PlainField
        label={t('balance.amount')}
        hint={t('balance.amountHint', { min: LIMITS.topUpMinJod, max: LIMITS.topUpMaxJod })}
        value={amount}
        onChange={(typed) => {
          setAmount(typed);
          draft.save({ amount: typed });
        }}
        error={error}
        numeric
      />
      <FormAlert error={start.error} />
      {refused && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('balance.checkoutRefused')}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {t('balance.pay')}
      </button>
    </Card>
  );
}

function Balance() {
  const { t } = useTranslation(['provider', 'MESSAGES']);
  const { query } = useRouter();
  const balance = useBalance();
  const paymentId = typeof query.payment === 'string' ? query.payment : null;
  return (
    <>
      {paymentId && <PaymentOutcome paymentId={paymentId} balance={balance.data?.balance} />}
      <QueryView query={balance} loading={t('balance.title')} reserve="min-h-32">
        {(now) => (
          <Card as="section" className="flex flex-col gap-2" aria-labelledby="balance-now">
            <h2 id="balance-now" className="text-sm text-ink-muted">
              {t('balance.current')}
            </h2>
            <p className="text-2xl font-bold" data-testid="balance-amount">
              <Price amount={now.balance} />
            </p>
            <p>{t('balance.freeLeft', { left: now.free_offers_left, total: now.free_offers_per_day })}</p>
            <p className="text-sm text-ink-muted">
              {t('balance.offerCost')} <Price amount={now.offer_cost} />
            </p>
            {now.free_offers_left === 0 && <p className="text-sm text-amber-900">{t('MESSAGES:FREE_OFFERS_USED')}</p>}
          </Card>
        )}
      </QueryView>
      <TopUpForm />
    </>
  );
}

/** Balance (/service-providers/balance): the balance in JOD, today's free offers, what an offer costs, add balance. */
export function BalanceScreen() {
  const { t } = useTranslation('provider');
  useDocumentTitle(t('balance.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('balance.title')}</h1>
      <ProviderGate>{() => <Balance />}</ProviderGate>
    </div>
  );
}
