import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { useDeactivateAccount } from '@/hooks/settings/use-account';
import { usePlace } from '@/hooks/shared/use-place';
import { useRole } from '@/hooks/shared/use-role';
import type { Deactivated } from '@/services/settings/account';
import { closeAccountSchema } from '@/services/settings/account-forms';
import { formatDate } from '@/services/shared/format';
import { LIMITS } from '@/services/shared/limits';
import { SettingsPageHeader } from './SettingsPageHeader';
import { signOut } from './sign-out';

/** After closing: until when signing in brings the account back, then sign out. */
function Closed({ result }: { result: Deactivated }) {
  const { t } = useTranslation('settings');
  const role = useRole();
  const place = usePlace();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card as="section" padding="roomy" className="max-w-lg" aria-labelledby="closed-title">
      <h1 id="closed-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('closeAccount.closedTitle')}
      </h1>
      <p role="status" className="mt-3">
        {t('closeAccount.closedBody', { date: formatDate(result.recover_until, place) })}
      </p>
      <p className="mt-2 text-ink-muted">{t('closeAccount.closedHint')}</p>
      <button type="button" className="btn-primary mt-6 w-full tablet:w-auto" onClick={() => signOut(role)}>
        {t('closeAccount.done')}
      </button>
    </Card>
  );
}

/** The close-account flow (spec §2, §4): what happens and the 30-day window first, the password to confirm, then the outcome. */
export function CloseAccountScreen() {
  const { t } = useTranslation(['settings', 'validation']);
  const deactivate = useDeactivateAccount();
  if (deactivate.data) return <Closed result={deactivate.data} />;
  const days = LIMITS.accountRecoveryDays;
  return (
    <section className="max-w-lg">
      <SettingsPageHeader title={t('closeAccount.title')} />
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
        <h2 className="font-semibold">{t('closeAccount.whatHappens')}</h2>
        <ul className="mt-2 list-disc space-y-1 ps-5">
          <li>{t('closeAccount.point1')}</li>
          <li>{t('closeAccount.point2', { days })}</li>
          <li>{t('closeAccount.point3', { days })}</li>
        </ul>
      </div>
      <CloseAccountForm deactivate={deactivate} />
    </section>
  );
}

/** The password that confirms closing, once the form kit is there. */
const CloseAccountForm = withFormKit(function CloseAccountForm({
  deactivate,
}: {
  deactivate: ReturnType<typeof useDeactivateAccount>;
}) {
  const { Formik, Form, PasswordField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['settings', 'validation']);
  return (
    <Formik
      initialValues={{ password: '' }}
      validationSchema={closeAccountSchema(yup)}
      onSubmit={async ({ password }) => {
        try {
          await deactivate.mutateAsync(password);
        } catch {
          // Shown by the alert; the password stays typed.
        }
      }}
    >
      <Card noValidate as={Form} padding="roomy" className="mt-6 flex flex-col gap-4">
        <FormAlert error={deactivate.error} />
        <PasswordField
          name="password"
          label={t('closeAccount.password')}
          hint={t('closeAccount.passwordHint')}
          autoComplete="current-password"
        />
        <SubmitButton className="btn-danger w-full tablet:w-auto tablet:self-start">
          {t('closeAccount.submit')}
        </SubmitButton>
      </Card>
    </Formik>
  );
});
