import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { serverFieldErrors } from '@/components/ui/server-field-errors';
import { authUrl, signUpReferer, useRegister } from '@/hooks/auth/use-auth';
import { registerSchema, type RegisterValues } from '@/services/auth/auth-forms';
import { LIMITS } from '@/services/shared/limits';
import type { Role } from '@/services/shared/routes';
import { loadProviderDraft } from '@/store/provider-account';
import { useAppState } from '@/store/shared/app-store';
import { SignUpCredentials } from './SignUpCredentials';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/** Sign up with an email address (POST auth/register/); `onRegistered` gets the address to check. */
export const EmailSignUp = withFormKit(function EmailSignUp({
  role,
  onRegistered,
}: {
  role: Role;
  onRegistered: (email: string) => void;
}) {
  const { Formik, Form, TextField, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'validation']);
  const register = useRegister();
  const language = useAppState((state) => state.language);
  const country = useAppState((state) => state.country);
  const fieldErrors = Object.keys(serverFieldErrors(register.error, FIELDS)).length > 0;
  const initialValues: RegisterValues = { first_name: '', last_name: '', email: '', password: '', terms: false };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registerSchema(yup)}
      onSubmit={async (values, { setErrors }) => {
        const email = values.email.trim();
        try {
          await register.mutateAsync({
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email,
            password: values.password,
            is_service_provider: role === 'provider',
            country: country?.id ?? 0,
            language,
            referer: signUpReferer(),
            redirect_url: authUrl(role, 'verifyEmail'),
          });
          // A provider's answers (the checklist seen, an individual account) wait on this device for the
          // wizard (the draft's module is fetched here: the sign-up page's first load stays without it).
          if (role === 'provider')
            (await loadProviderDraft()).answerFromSignUp({ account_type: 'personal', company_name: '' });
          onRegistered(email);
        } catch (error) {
          // Next to its field when it is about one (e.g. the email is taken), else above the form; everything typed stays.
          setErrors(serverFieldErrors(error, FIELDS));
        }
      }}
    >
      <Form noValidate className="flex flex-col gap-4">
        <FormAlert error={fieldErrors ? null : register.error} />
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField
            name="first_name"
            label={t('register.firstName')}
            autoComplete="given-name"
            maxLength={LIMITS.nameMax}
          />
          <TextField
            name="last_name"
            label={t('register.lastName')}
            autoComplete="family-name"
            maxLength={LIMITS.nameMax}
          />
        </div>
        <SignUpCredentials role={role} />
      </Form>
    </Formik>
  );
});
