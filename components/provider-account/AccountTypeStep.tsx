import { useTranslation } from 'react-i18next';
import { PlainField } from '@/components/ui/PlainField';
import type { ProviderDraft } from '@/store/provider-account/provider-draft';

type AccountTypeValue = Pick<ProviderDraft, 'account_type' | 'company_name'>;

/** Individual or company (an account type, §6); a company gives its name as in the commercial register (spec §5). */
export function AccountTypeStep({
  value,
  onChange,
  errors,
}: {
  value: AccountTypeValue;
  onChange: (value: Partial<AccountTypeValue>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation(['provider-account', 'common', 'validation']);
  const error = errors.account_type;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'account-type-error' : undefined}>
        <legend className="font-semibold">{t('fields.accountType')}</legend>
        {(['personal', 'company'] as const).map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              type="radio"
              name="account_type"
              className="mt-1 accent-brand"
              checked={value.account_type === type}
              onChange={() => onChange({ account_type: type })}
            />
            <span>
              <span className="block font-medium">{t(`fields.accountTypes.${type}`)}</span>
              <span className="block text-sm text-ink-muted">{t(`fields.accountTypeHints.${type}`)}</span>
            </span>
          </label>
        ))}
        {error && (
          <p id="account-type-error" role="alert" className="text-sm text-red-700">
            {t('validation:accountTypeRequired')}
          </p>
        )}
      </fieldset>
      {value.account_type === 'company' && (
        <PlainField
          label={t('common:company.name')}
          hint={t('common:company.nameHint')}
          value={value.company_name}
          onChange={(company_name) => onChange({ company_name })}
          error={errors.company_name}
        />
      )}
    </div>
  );
}
