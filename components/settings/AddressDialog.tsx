import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useSaveAddress } from '@/hooks/settings/use-addresses';
import type { Address } from '@/services/settings/account';
import { addressSchema } from '@/services/settings/account-forms';
import type { Role } from '@/services/shared/routes';
import { AddressFields, type AddressFieldValues } from './AddressFields';

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
        validationSchema={addressSchema}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({
              id: address?.id,
              body: { ...addressSchema.cast(values), address_type: values.address_type },
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
}
