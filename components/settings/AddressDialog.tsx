import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { useSaveAddress } from '@/hooks/settings/use-addresses';
import type { Address } from '@/services/settings/account';
import { addressSchema } from '@/services/settings/account-forms';
import type { Role } from '@/services/shared/routes';
import { AddressFields, type AddressFieldValues } from './AddressFields';

/** Add an address (no `address`) or edit one: city, then neighbourhood, the type and a name. */
export default withFormKit(
  function AddressDialog({
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
    const { Formik, Form, SubmitButton, yup } = useFormKit();
    const { t } = useTranslation(['settings', 'validation', 'common']);
    const save = useSaveAddress();
    const initialValues: AddressFieldValues = address
      ? {
          city: address.city ?? '',
          neighborhood: address.neighborhood ?? '',
          address_type: address.address_type,
          name: address.name,
        }
      : { city: '', neighborhood: '', address_type: 'home', name: '' };
    return (
      <SheetDialog
        role={role}
        title={t(address ? 'addresses.editTitle' : 'addresses.addTitle')}
        busy={save.isPending}
        onClose={onClose}
      >
        <Formik<AddressFieldValues>
          initialValues={initialValues}
          validationSchema={addressSchema(yup)}
          onSubmit={async (values) => {
            try {
              await save.mutateAsync({
                id: address?.id,
                body: { ...addressSchema(yup).cast(values), address_type: values.address_type },
              });
              onSaved(address ? 'updated' : 'added');
            } catch {
              // The alert shows why; the dialog stays open with everything chosen.
            }
          }}
        >
          <Form noValidate className="flex flex-col gap-4">
            <FormAlert error={save.error} />
            <AddressFields />
            <DialogActions>
              <button type="button" className="btn-secondary" onClick={onClose} disabled={save.isPending}>
                {t('common:actions.cancel')}
              </button>
              <SubmitButton className="btn-primary">{t('addresses.save')}</SubmitButton>
            </DialogActions>
          </Form>
        </Formik>
      </SheetDialog>
    );
  },
  { fallback: null },
);
