import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderGate } from '@/components/provider-account';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { PlainField } from '@/components/ui/PlainField';
import { QueryView } from '@/components/ui/QueryView';
import { Spinner } from '@/components/ui/Spinner';
import { StatusNote } from '@/components/ui/StatusNote';
import { useBalance } from '@/hooks/balance/use-balance';
import { useUpdateSpendCap } from '@/hooks/balance/use-spend-cap';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import type { Balance } from '@/services/balance/balance';
import { capError } from '@/services/balance/spend-cap';
import { normalizeDigits } from '@/services/shared/digits';
import { formatMoney, ltr } from '@/services/shared/format';
import { V } from '@/services/shared/validation-messages';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

type Choice = 'none' | 'some';

/** What paid offers took today, against the limit when there is one; nothing when the backend does not say. */
function SpentToday({ balance }: { balance: Balance }) {
  const { t } = useTranslation('balance');
  const place = usePlace();
  if (balance.spent_today === undefined) return null;
  const spent = ltr(formatMoney(balance.spent_today, place));
  const cap = balance.daily_spend_cap;
  return (
    <p className="text-sm text-ink-muted">
      {cap === null || cap === undefined
        ? t('cap.spentNoCap', { spent })
        : t('cap.spent', { spent, cap: ltr(formatMoney(cap, place)) })}
    </p>
  );
}

/** The limit's form: "No limit" or whole dinars 1–1,000; what is typed is kept on the device until it is saved. */
function LimitForm({ balance }: { balance: Balance }) {
  const { t } = useTranslation('balance');
  const place = usePlace();
  const current = balance.daily_spend_cap;
  const draft = useDialogDraft(dialogDraftId.spendCap(), {
    choice: (current === null ? 'none' : 'some') as Choice,
    amount: current === null || current === undefined ? '' : String(current),
  });
  const save = useUpdateSpendCap();
  const [choice, setChoice] = useState<Choice>(draft.initialValues.choice);
  const [amount, setAmount] = useState(draft.initialValues.amount);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<number | null | undefined>(undefined);
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved !== undefined) note.current?.focus();
  }, [saved]);
  const keep = (next: { choice: Choice; amount: string }) => {
    setSaved(undefined);
    draft.save(next);
  };
  const submit = () => {
    const typed = normalizeDigits(amount.trim());
    const cap = choice === 'none' ? null : typed === '' ? Number.NaN : Number(typed);
    const found = capError(cap) ? V.spendCap : undefined;
    setError(found);
    if (found) return;
    save.mutate(cap, {
      onSuccess: () => {
        draft.drop();
        setSaved(cap);
      },
    });
  };
  return (
    <Card
      as="form"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {current === undefined && <p className="text-sm text-amber-900">{t('cap.unknown')}</p>}
      <SpentToday balance={balance} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('cap.choice')}</legend>
        {(['none', 'some'] as const).map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              type="radio"
              name="cap-choice"
              value={value}
              checked={choice === value}
              onChange={() => {
                setChoice(value);
                setError(undefined);
                keep({ choice: value, amount });
              }}
              className="accent-brand"
            />
            {t(`cap.${value}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'some' && (
        <PlainField
          label={t('cap.label')}
          hint={t('cap.hint')}
          value={amount}
          onChange={(typed) => {
            setAmount(typed);
            keep({ choice, amount: typed });
          }}
          error={error}
          numeric
        />
      )}
      <FormAlert error={save.error} />
      {saved !== undefined && (
        <div ref={note} tabIndex={-1}>
          <StatusNote>
            {saved === null ? t('cap.removed') : t('cap.saved', { cap: ltr(formatMoney(saved, place)) })}
          </StatusNote>
        </div>
      )}
      <button type="submit" className="btn-primary self-start" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending && <Spinner />}
        {t('cap.save')}
      </button>
    </Card>
  );
}

function SpendingLimit() {
  const { t } = useTranslation('balance');
  const balance = useBalance();
  return (
    <QueryView query={balance} loading={t('cap.title')} reserve="min-h-48">
      {(now) => <LimitForm balance={now} />}
    </QueryView>
  );
}

/** Daily spending limit (/service-providers/spending-limit): no limit, or whole dinars 1–1,000 a day (Amman days). */
export function SpendingLimitScreen() {
  const { t } = useTranslation('balance');
  useDocumentTitle(t('cap.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('cap.title')}</h1>
      <ProviderGate>{() => <SpendingLimit />}</ProviderGate>
    </div>
  );
}
