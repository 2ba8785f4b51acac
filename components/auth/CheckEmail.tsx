import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { authUrl, useResendVerificationEmail } from '@/hooks/auth/use-auth';
import type { Role } from '@/services/shared/routes';
import { AuthTitle } from './AuthTitle';

/** After an email sign-up: check your inbox, with a resend. */
export function CheckEmail({ role, email }: { role: Role; email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerificationEmail();
  const [resent, setResent] = useState(false);
  return (
    <>
      <AuthTitle title={t('checkEmail.title')}>
        {t('checkEmail.lead')}{' '}
        <bdi dir="ltr" className="font-semibold">
          {email}
        </bdi>
      </AuthTitle>
      <p className="mb-4 text-sm text-ink-muted">{t('checkEmail.spam')}</p>
      <div className="flex flex-col gap-3">
        <FormAlert error={resend.error} />
        {resent && !resend.error && (
          <p role="status" className="text-sm text-green-700">
            {t('checkEmail.resent')}
          </p>
        )}
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          onClick={() => {
            setResent(false);
            resend.mutate({ email, redirect_url: authUrl(role, 'verifyEmail') }, { onSuccess: () => setResent(true) });
          }}
        >
          {resend.isPending && <Spinner />}
          {t('checkEmail.resend')}
        </button>
      </div>
    </>
  );
}
