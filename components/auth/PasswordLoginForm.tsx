import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { useLogin } from '@/hooks/auth/use-auth';
import { loginSchema, type LoginValues } from '@/services/auth/auth-forms';
import type { Role } from '@/services/shared/routes';
import { normalizePhone } from '@/services/shared/validation';
import { authHref } from './links';

/** The sign-in identifier as the backend wants it: an email as typed, a phone as +962…. */
function identifier(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('@') ? trimmed : (normalizePhone(trimmed) ?? trimmed);
}

/** Email or phone, and password (POST auth/token/). */
export const PasswordLoginForm = withFormKit(function PasswordLoginForm({ role }: { role: Role }) {
  const { Formik, Form, TextField, PasswordField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const login = useLogin(role);
  const initialValues: LoginValues = { email: '', password: '' };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={loginSchema(yup)}
      onSubmit={(values) =>
        login.mutateAsync({ email: identifier(values.email), password: values.password }).catch(() => undefined)
      }
    >
      <Form noValidate className="flex flex-col gap-4" aria-label={t('login.passwordForm')}>
        <FormAlert error={login.error} />
        {/* One field for an email or a phone: "username" lets password managers fill either. */}
        <TextField
          name="email"
          label={t('login.identifier')}
          type="text"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          className="text-start"
        />
        <PasswordField name="password" label={t('login.password')} autoComplete="current-password" />
        <Link
          href={authHref(role, 'forgotPassword', router.query.next)}
          className="-mt-2 self-start text-sm text-brand hover:underline"
        >
          {t('login.forgot')}
        </Link>
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
});
