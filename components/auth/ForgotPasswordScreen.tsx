import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { authUrl, useForgotPassword, useOtpResetToken } from '@/hooks/auth/use-auth';
import { useRole } from '@/hooks/shared/use-role';
import { forgotPasswordSchema } from '@/services/auth/auth-forms';
import { type Role } from '@/services/shared/routes';
import { AuthTitle } from './AuthTitle';
import { NewPasswordForm } from './NewPasswordForm';
import { AccountPhoneCode } from './PhoneCodeForm';

/** Email: a reset link is sent (the answer never says whether the account exists). */
const ByEmail = withFormKit(function ByEmail({ role, onUsePhone }: { role: Role; onUsePhone: () => void }) {
  const { Formik, Form, EmailField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'validation']);
  const forgot = useForgotPassword();
  if (forgot.isSuccess) {
    return (
      <>
        <AuthTitle title={t('forgot.sentTitle')}>{t('forgot.sentLead', { email: forgot.variables.email })}</AuthTitle>
        <Link href={paths.auth.login.getHref(role)} className="btn-secondary w-full">
          {t('forgot.backToLogin')}
        </Link>
      </>
    );
  }
  return (
    <>
      <AuthTitle title={t('forgot.title')}>{t('forgot.lead')}</AuthTitle>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema(yup)}
        onSubmit={(values) =>
          forgot
            .mutateAsync({
              email: values.email.trim(),
              type: role === 'provider' ? 'service_provider' : 'client',
              redirect_url: authUrl(role, 'resetPassword'),
            })
            .catch(() => undefined)
        }
      >
        <Form noValidate className="flex flex-col gap-4">
          <FormAlert error={forgot.error} />
          <EmailField name="email" label={t('register.email')} />
          <SubmitButton>{t('forgot.submit')}</SubmitButton>
        </Form>
      </Formik>
      <button type="button" className="mt-4 text-sm font-medium text-brand hover:underline" onClick={onUsePhone}>
        {t('forgot.usePhone')}
      </button>
    </>
  );
});

/** Phone: WhatsApp code (reset_password: true) → reset token → the new-password form. */
function ByPhone({ role, onUseEmail }: { role: Role; onUseEmail: () => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const verify = useOtpResetToken();

  if (verify.data) return <NewPasswordForm role={role} token={verify.data} />;
  return (
    <>
      <AuthTitle title={t('forgot.title')}>{t('forgot.phoneLead')}</AuthTitle>
      <AccountPhoneCode
        submitLabel={t('otp.verify')}
        onVerify={(body) => verify.mutateAsync(body)}
        refusal={<p>{t('phone.noAccount')}</p>}
      />
      <button type="button" className="mt-4 text-sm font-medium text-brand hover:underline" onClick={onUseEmail}>
        {t('forgot.useEmail')}
      </button>
    </>
  );
}

/** /{role}/auth/forgot-password: by emailed link, or by WhatsApp code. */
export function ForgotPasswordScreen() {
  const role = useRole();
  const [byPhone, setByPhone] = useState(false);
  return byPhone ? (
    <ByPhone role={role} onUseEmail={() => setByPhone(false)} />
  ) : (
    <ByEmail role={role} onUsePhone={() => setByPhone(true)} />
  );
}
