import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { PasswordField } from '@/components/ui/PasswordField';
import { StatusNote } from '@/components/ui/StatusNote';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useChangePassword } from '@/hooks/settings/use-account';
import { changePasswordSchema, type ChangePasswordValues } from '@/services/settings/account-forms';
import { LIMITS } from '@/services/shared/limits';
import { SettingsPageHeader } from './SettingsPageHeader';

const EMPTY: ChangePasswordValues = { old_password: '', new_password: '', confirm_new_password: '' };

/** Change the password (POST auth/change-password/, spec §7): the current password, then the new one twice. */
export function ChangePasswordScreen() {
  const { t } = useTranslation(['settings', 'validation']);
  const change = useChangePassword();
  return (
    <section className="max-w-lg">
      <SettingsPageHeader title={t('changePassword.title')} description={t('changePassword.subtitle')} />
      <Formik<ChangePasswordValues>
        initialValues={EMPTY}
        validationSchema={changePasswordSchema}
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
    </section>
  );
}
