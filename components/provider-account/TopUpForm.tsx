import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useDialogDraft } from '@/hooks/use-dialog-draft';
import { useStartTopUp } from '@/hooks/use-provider-account';
import { checkoutTarget } from '@/services/checkout';
import { normalizeDigits } from '@/services/digits';
import { LIMITS } from '@/services/limits';
import { fieldErrors, topUpSchema } from '@/services/provider-forms';
import { dialogDraftId } from '@/store/dialog-draft-ids';
import { PlainField } from './PlainField';

/** Add balance: an amount (5–500 JOD), then the payment page. */
export default function TopUpForm() {
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
