import { useTranslation } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';
import type { Role } from '@/services/shared/routes';
import { TermsField } from './TermsField';

/** What both sign-up forms (by email, by phone) end with: the email, a new password, the terms, the submit. */
export function SignUpCredentials({ role }: { role: Role }) {
  const { EmailField, PasswordField, SubmitButton } = useFormKit();
  const { t } = useTranslation('auth');
  return (
    <>
      <EmailField name="email" label={t('register.email')} />
      <PasswordField
        name="password"
        label={t('register.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
      />
      <TermsField role={role} />
      <SubmitButton>{t('register.submit')}</SubmitButton>
    </>
  );
}
