import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useUpdateProviderInfo } from '@/hooks/provider-account/use-provider-account';
import type { ProviderProfile } from '@/services/provider-account/provider';
import { categorySchema, subServicesSchema } from '@/services/provider-account/provider-forms';
import { fieldErrors } from '@/services/shared/field-errors';
import { SaveActions } from './SaveActions';
import { CategoryChoice, SubServicesChoice } from './ServiceFields';

/** The "provider services" dialog (spec §2): the main category and its services; another category resets the services (and says so). */
export default withFormKit(
  function ServicesDialog({ profile, onClose }: { profile: ProviderProfile; onClose: () => void }) {
    const { yup } = useFormKit();
    const { t } = useTranslation('provider-account');
    const save = useUpdateProviderInfo();
    const [values, setValues] = useState({ main_category: profile.main_category, sub_services: profile.sub_services });
    const [errors, setErrors] = useState<Record<string, string>>({});
    const changedCategory = values.main_category !== profile.main_category;
    const submit = () => {
      const found = { ...fieldErrors(categorySchema(yup), values), ...fieldErrors(subServicesSchema(yup), values) };
      setErrors(found);
      if (Object.keys(found).length > 0 || values.main_category === null) return;
      save.mutate({ main_category: values.main_category, sub_services: values.sub_services }, { onSuccess: onClose });
    };
    return (
      <SheetDialog role="provider" title={t('myServices.editServices')} busy={save.isPending} onClose={onClose}>
        <div className="flex flex-col gap-5">
          <CategoryChoice
            value={values.main_category}
            onChange={(main_category) =>
              setValues((current) => ({
                main_category,
                sub_services: main_category === current.main_category ? current.sub_services : [],
              }))
            }
            error={errors.main_category}
          />
          {changedCategory && (
            <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('myServices.categoryWarning')}
            </p>
          )}
          <SubServicesChoice
            category={values.main_category}
            value={values.sub_services}
            onChange={(sub_services) => setValues((current) => ({ ...current, sub_services }))}
            error={errors.sub_services}
          />
          <FormAlert error={save.error} />
        </div>
        <SaveActions pending={save.isPending} onCancel={onClose} onSave={submit} />
      </SheetDialog>
    );
  },
  { fallback: null },
);
