import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { StatusNote } from '@/components/ui/StatusNote';
import { useChangePassword } from '@/hooks/settings/use-account';
import { changePasswordSchema, type ChangePasswordValues } from '@/services/settings/account-forms';
import { LIMITS } from '@/services/shared/limits';
import { SettingsPageHeader } from './SettingsPageHeader';

const EMPTY: ChangePasswordValues = { old_password: '', new_password: '', confirm_new_password: '' };

/** Change the password (POST auth/change-password/, spec §7): the current password, then the new one twice. */
export function ChangePasswordScreen() {
  const { t } = useTranslation(['settings', 'validation']);
  return (
    <section className="max-w-lg">
      <SettingsPageHeader title={t('changePassword.title')} description={t('changePassword.subtitle')} />
      <ChangePasswordForm />
    </section>
  );
}

/** The current password and the new one twice, once the form kit is there. */
const ChangePasswordForm = withFormKit(function ChangePasswordForm() {
  const { Formik, Form, PasswordField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['settings', 'validation']);
  const change = useChangePassword();
  return (
    <Formik<ChangePasswordValues>
      initialValues={EMPTY}
      validationSchema={changePasswordSchema(yup)}
      onSubmit={async (values, helpers) => {
        try {
          await change.mutateAsync({ ...values, referer: window.location.href });
          helpers.resetForm();
        } catch {
          // The alert above the form shows why; everything typed stays.
        }
      }}
    >
      <Card noValidate as={Form} padding="roomy" className="flex flex-col gap-4">
        <FormAlert error={change.error} />
        {change.isSuccess && <StatusNote>{t('changePassword.done')}</StatusNote>}
        <PasswordField name="old_password" label={t('changePassword.old')} autoComplete="current-password" />
        <PasswordField
          name="new_password"
          label={t('changePassword.new')}
          autoComplete="new-password"
          hint={t('changePassword.hint', { min: LIMITS.passwordMin })}
        />
        <PasswordField name="confirm_new_password" label={t('changePassword.confirm')} autoComplete="new-password" />
        <SubmitButton className="btn-primary w-full tablet:w-auto tablet:self-start">
          {t('changePassword.submit')}
        </SubmitButton>
      </Card>
    </Formik>
  );
});
