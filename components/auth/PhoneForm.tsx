import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { phoneSchema } from '@/services/auth/auth-forms';
import { normalizePhone } from '@/services/shared/validation';
import type { ReactNode } from 'react';

/**
 * A phone number to send a WhatsApp code to. `onSubmit` gets it normalised
 * (+962…); it rejects to keep the form as typed, and `error` shows above it.
 */
export const PhoneForm = withFormKit(function PhoneForm({
  initialPhone = '',
  submitLabel,
  error,
  onSubmit,
  children,
}: {
  initialPhone?: string;
  submitLabel: string;
  error: unknown;
  onSubmit: (phone: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { Formik, Form, PhoneField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'validation']);
  return (
    <Formik
      initialValues={{ phone_number: initialPhone }}
      validationSchema={phoneSchema(yup)}
      onSubmit={(values) => onSubmit(normalizePhone(values.phone_number) ?? values.phone_number).catch(() => undefined)}
    >
      <Form noValidate className="flex flex-col gap-4">
        <FormAlert error={error} />
        <PhoneField
          name="phone_number"
          label={t('phone.label')}
          hint={t('phone.hint')}
          placeholder={t('phone.placeholder')}
          className="text-start"
        />
        {children}
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
    </Formik>
  );
});
