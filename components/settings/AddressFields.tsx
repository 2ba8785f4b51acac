import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';
import { useCities, useNeighborhoods } from '@/hooks/shared/use-country';
import type { AddressType } from '@/services/settings/account';
import { LIMITS } from '@/services/shared/limits';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other'];

/** The fields an address form holds (the settings dialog's and the request's new address). */
export interface AddressFieldValues {
  city: number | '';
  neighborhood: number | '';
  address_type: AddressType;
  name: string;
}

/** The neighbourhood belongs to the city: choosing another city clears it. */
function NeighborhoodFollowsCity() {
  const { useFormikContext } = useFormKit();
  const { values, setFieldValue } = useFormikContext<AddressFieldValues>();
  const city = useRef(values.city);
  useEffect(() => {
    if (city.current === values.city) return;
    city.current = values.city;
    void setFieldValue('neighborhood', '', false);
  }, [values.city, setFieldValue]);
  return null;
}

/**
 * The address fields' strings, in before a form that shows the fields later needs them (the request
 * dialog's where-and-when step): the form calls this as it opens, so that step does not wait for them.
 */
export function useAddressFieldsStrings(): void {
  useTranslation(['settings', 'common']);
}

/**
 * A new or edited address inside a Formik form: the city (of the site's country), then its
 * neighbourhood, the type and a name. Its screen loads the `settings` namespace.
 */
export function AddressFields() {
  const { useFormikContext, RadioCards, SelectField, TextField } = useFormKit();
  const { t } = useTranslation(['settings', 'common']);
  const language = useAppState((state) => state.language);
  const country = useAppState((state) => state.country);
  const { values } = useFormikContext<AddressFieldValues>();
  const cities = useCities(country?.id);
  const neighborhoods = useNeighborhoods(values.city === '' ? undefined : values.city);
  return (
    <>
      <SelectField
        name="city"
        label={t('addresses.city')}
        placeholder={cities.isPending ? t('common:loading') : t('addresses.chooseCity')}
        options={(cities.data ?? []).map((city) => ({ value: city.id, label: localized(city, 'name', language) }))}
      />
      <SelectField
        name="neighborhood"
        label={t('addresses.neighborhood')}
        placeholder={values.city === '' ? t('addresses.cityFirst') : t('addresses.chooseNeighborhood')}
        disabled={values.city === '' || neighborhoods.isPending}
        options={(neighborhoods.data ?? []).map((item) => ({
          value: item.id,
          label: localized(item, 'name', language),
        }))}
      />
      <NeighborhoodFollowsCity />
      <RadioCards
        name="address_type"
        legend={t('addresses.type')}
        grid="grid-cols-3"
        options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`addresses.types.${type}`) }))}
      />
      <TextField
        name="name"
        label={t('addresses.name')}
        placeholder={t('addresses.namePlaceholder')}
        autoComplete="off"
        maxLength={LIMITS.addressNameMax}
      />
    </>
  );
}
