import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { PlainField } from '@/components/ui/PlainField';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useStartTopUp } from '@/hooks/balance/use-balance';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { usePlace } from '@/hooks/shared/use-place';
import { checkoutTarget } from '@/services/balance/checkout';
import { topUpSchema } from '@/services/balance/top-up-form';
import { normalizeDigits } from '@/services/shared/digits';
import { fieldErrors } from '@/services/shared/field-errors';
import { formatMoney, ltr } from '@/services/shared/format';
import { LIMITS } from '@/services/shared/limits';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

/** Add balance: an amount (5–500 JOD), then the payment page. */
export default withFormKit(function TopUpForm() {
  const { yup } = useFormKit();
  const { t } = useTranslation(['balance', 'common']);
  const place = usePlace();
  // The amount typed stays on the device until the payment page opens (a session may end meanwhile).
  const draft = useDialogDraft(dialogDraftId.topUp(), { amount: '' });
  const start = useStartTopUp(draft.keys);
  const [amount, setAmount] = useState(draft.initialValues.amount);
  const [error, setError] = useState<string | undefined>();
  // A checkout_url that is not the configured payment page is never followed (services/balance/checkout.ts).
  const [refused, setRefused] = useState(false);
  const busy = start.isPending || (start.isSuccess && !refused);
  const submit = () => {
    const typed = normalizeDigits(amount.trim());
    const found = fieldErrors(topUpSchema(yup), { amount: typed === '' ? undefined : Number(typed) }).amount;
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
      <h2 className="text-lg font-semibold">{t('add')}</h2>
      <PlainField
        label={t('amount')}
        hint={t('amountHint', {
          min: ltr(formatMoney(LIMITS.topUpMinJod, place)),
          max: ltr(formatMoney(LIMITS.topUpMaxJod, place)),
        })}
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
          {t('checkoutRefused')}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {t('pay')}
      </button>
    </Card>
  );
});
