import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';
import { AddressFields } from '@/components/settings';
import { useAddresses } from '@/hooks/settings';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import type { DetailsValues } from './details-values';

/** A signed-in client's saved addresses as choices, and "a new address"; no saved one means a new one. */
function SavedAddresses() {
  const { Field, useFormikContext } = useFormKit();
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const addresses = useAddresses();
  const { values, setFieldValue } = useFormikContext<DetailsValues>();
  const none = addresses.isSuccess && addresses.data.length === 0;
  useEffect(() => {
    if (none && values.address === '') void setFieldValue('address', 'new');
  }, [none, values.address, setFieldValue]);
  if (none) return null;
  const choice =
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 p-3 has-checked:border-brand has-checked:bg-brand-soft';
  return (
    <div className="grid gap-2">
      {addresses.data?.map((address) => (
        <label key={address.id} className={choice}>
          <input
            type="radio"
            name="address"
            checked={values.address === address.id}
            onChange={() => void setFieldValue('address', address.id)}
            className="accent-brand"
          />
          <span dir="auto">
            {address.name} · {localized(address, 'neighborhood_name', language)},{' '}
            {localized(address, 'city_name', language)}
          </span>
        </label>
      ))}
      <label className={choice}>
        <Field type="radio" name="address" value="new" className="accent-brand" />
        {t('form.details.newAddress')}
      </label>
    </div>
  );
}

/**
 * Where the work is: a saved address or a new one written here (saved to the address book when the
 * request is sent). A guest writes a new one; after signing in it is saved with the request.
 */
export function AddressChoice({ signedIn }: { signedIn: boolean }) {
  const { useFormikContext } = useFormKit();
  const { t } = useTranslation('requests');
  const anyT = useAnyKeyT();
  const id = useId();
  const { values, errors, submitCount } = useFormikContext<DetailsValues>();
  const error = submitCount > 0 && typeof errors.address === 'string' ? errors.address : null;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{t('form.details.address')}</legend>
      <p className="text-sm text-ink-muted">{t('form.details.addressHint')}</p>
      {signedIn && <SavedAddresses />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {anyT(asErrorCopyKey(error))}
        </p>
      )}
      {values.address === 'new' && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
          <p className="text-sm text-ink-muted">{t('form.details.newAddressHint')}</p>
          <AddressFields />
        </div>
      )}
    </fieldset>
  );
}
