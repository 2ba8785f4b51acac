import { Field, Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useSaveAddress } from '@/hooks/use-addresses';
import { useCities, useNeighborhoods } from '@/hooks/use-country';
import type { Address, AddressType } from '@/services/account';
import { localized } from '@/services/localized';
import type { Role } from '@/services/routes';
import { addressSchema } from '@/services/validation';
import { useAppState } from '@/store/app-store';
import { DialogActions, SettingsDialog } from './SettingsDialog';

const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other'];

interface AddressFormValues {
  city: number | '';
  neighborhood: number | '';
  address_type: AddressType;
  name: string;
}

/** The neighbourhood belongs to the city: choosing another city clears it. */
function NeighborhoodFollowsCity() {
  const { values, setFieldValue } = useFormikContext<AddressFormValues>();
  const city = useRef(values.city);
  useEffect(() => {
    if (city.current === values.city) return;
    city.current = values.city;
    void setFieldValue('neighborhood', '', false);
  }, [values.city, setFieldValue]);
  return null;
}

function LocationFields() {
  const { t } = useTranslation(['settings', 'common']);
  const language = useAppState((state) => state.language);
  const country = useAppState((state) => state.country);
  const { values } = useFormikContext<AddressFormValues>();
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
        options={(neighborhoods.data ?? []).map((item) => ({ value: item.id, label: localized(item, 'name', language) }))}
      />
      <NeighborhoodFollowsCity />
    </>
  );
}

/** Add an address (no `address`) or edit one: city, then neighbourhood, the type and a name. */
export default function AddressDialog({
  role,
  address,
  onSaved,
  onClose,
}: {
  role: Role;
  address?: Address;
  onSaved: (kind: 'added' | 'updated') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['settings', 'validation', 'common']);
  const save = useSaveAddress();
  const initialValues: AddressFormValues = address
    ? { city: address.city, neighborhood: address.neighborhood, address_type: address.address_type, name: address.name }
    : { city: '', neighborhood: '', address_type: 'home', name: '' };
  return (
    <SettingsDialog
      role={role}
      title={t(address ? 'addresses.editTitle' : 'addresses.addTitle')}
      busy={save.isPending}
      onClose={onClose}
    >
      <Formik<AddressFormValues>
        initialValues={initialValues}
        validationSchema={addressSchema}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({ id: address?.id, body: { ...addressSchema.cast(values), address_type: values.address_type } });
            onSaved(address ? 'updated' : 'added');
          } catch {
            // The alert shows why; the dialog stays open with everything chosen.
          }
        }}
      >
        <Form noValidate className="flex flex-col gap-4">
          <FormAlert error={save.error} />
          <LocationFields />
          <fieldset>
            <legend className="text-sm font-medium">{t('addresses.type')}</legend>
            <div className="mt-1 grid grid-cols-3 gap-2">
              {ADDRESS_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 text-sm has-checked:border-brand has-checked:bg-brand-soft"
                >
                  <Field type="radio" name="address_type" value={type} className="accent-brand" />
                  {t(`addresses.types.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField name="name" label={t('addresses.name')} placeholder={t('addresses.namePlaceholder')} autoComplete="off" />
          <DialogActions>
            <button type="button" className="btn-secondary" onClick={onClose} disabled={save.isPending}>
              {t('common:actions.cancel')}
            </button>
            <SubmitButton className="btn-primary">{t('addresses.save')}</SubmitButton>
          </DialogActions>
        </Form>
      </Formik>
    </SettingsDialog>
  );
}
