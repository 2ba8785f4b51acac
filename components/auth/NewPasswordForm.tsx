import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/hooks/auth/use-auth';
import { toAppError } from '@/services/api/errors';
import { resetPasswordSchema, type ResetPasswordValues } from '@/services/auth/auth-forms';
import { type Role } from '@/services/shared/routes';
import { AuthTitle } from './AuthTitle';

/** Choose a new password with a reset token (from the emailed link or a WhatsApp code). */
export const NewPasswordForm = withFormKit(function NewPasswordForm({ role, token }: { role: Role; token: string }) {
  const { Formik, Form, PasswordField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'validation']);
  const reset = useResetPassword();
  const initialValues: ResetPasswordValues = { new_password: '', confirm_password: '' };

  if (reset.isSuccess) {
    return (
      <>
        <AuthTitle title={t('reset.doneTitle')}>{t('reset.doneLead')}</AuthTitle>
        <Link href={paths.auth.login.getHref(role)} className="btn-primary w-full">
          {t('reset.signIn')}
        </Link>
      </>
    );
  }

  const badToken = reset.error ? toAppError(reset.error).messageKey === 'INVALID_OR_EXPIRED_TOKEN' : false;
  return (
    <>
      <AuthTitle title={t('reset.title')}>{t('reset.lead')}</AuthTitle>
      <Formik
        initialValues={initialValues}
        validationSchema={resetPasswordSchema(yup)}
        onSubmit={(values) => reset.mutateAsync({ token, ...values }).catch(() => undefined)}
      >
        <Form noValidate className="flex flex-col gap-4">
          <FormAlert error={reset.error} />
          {badToken && (
            <Link
              href={paths.auth.forgotPassword.getHref(role)}
              className="-mt-2 text-sm font-medium text-brand hover:underline"
            >
              {t('reset.requestNew')}
            </Link>
          )}
          <PasswordField
            name="new_password"
            label={t('reset.newPassword')}
            hint={t('register.passwordHint')}
            autoComplete="new-password"
          />
          <PasswordField name="confirm_password" label={t('reset.confirmPassword')} autoComplete="new-password" />
          <SubmitButton>{t('reset.submit')}</SubmitButton>
        </Form>
      </Formik>
    </>
  );
});
