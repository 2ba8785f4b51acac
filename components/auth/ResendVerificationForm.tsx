import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { authUrl, useResendVerificationEmail } from '@/hooks/auth/use-auth';
import { forgotPasswordSchema } from '@/services/auth/auth-forms';
import type { Role } from '@/services/shared/routes';

/** Ask for a new verification email (POST auth/resend-verification-email/). */
export const ResendVerificationForm = withFormKit(function ResendVerificationForm({ role }: { role: Role }) {
  const { Formik, Form, EmailField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'validation']);
  const resend = useResendVerificationEmail();
  if (resend.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
        {t('verifyEmail.resent', { email: resend.variables.email })}
      </p>
    );
  }
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema(yup)}
      onSubmit={(values) =>
        resend
          .mutateAsync({ email: values.email.trim(), redirect_url: authUrl(role, 'verifyEmail') })
          .catch(() => undefined)
      }
    >
      <Form noValidate className="flex flex-col gap-4" aria-label={t('verifyEmail.resendTitle')}>
        <FormAlert error={resend.error} />
        <EmailField name="email" label={t('register.email')} />
        <SubmitButton>{t('verifyEmail.resend')}</SubmitButton>
      </Form>
    </Formik>
  );
});
