import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useVerifyEmail } from '@/hooks/auth/use-auth';
import { useLinkToken } from '@/hooks/auth/use-link-token';
import { useRole } from '@/hooks/shared/use-role';
import { hasSignUpAnswers } from '@/store/provider-account';
import { AuthTitle } from './AuthTitle';
import { authHref } from './links';
import { ResendVerificationForm } from './ResendVerificationForm';

/** /{role}/auth/verify-email?token=…: confirm the address, or offer a new link. */
export function VerifyEmailScreen() {
  const { t } = useTranslation(['auth', 'validation', 'MESSAGES']);
  const role = useRole();
  const verify = useVerifyEmail();
  const token = useLinkToken();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (token === null || (token && (verify.isIdle || verify.isPending))) {
    return (
      <div role="status" className="flex items-center gap-3 py-6">
        <Spinner className="h-6 w-6" />
        {t('verifyEmail.checking')}
      </div>
    );
  }

  if (verify.isSuccess) {
    // A provider who signed up by email on this device goes on into the wizard after signing in, at
    // the first step the sign-up left (the wizard's own guard moves back if one is missing).
    const signInHref =
      role === 'provider' && hasSignUpAnswers()
        ? authHref(role, 'login', paths.createAccount.getHref({ step: 'languages' }))
        : paths.auth.login.getHref(role);
    return (
      <>
        <AuthTitle title={t('verifyEmail.doneTitle')}>{t('verifyEmail.doneLead')}</AuthTitle>
        <Link href={signInHref} className="btn-primary w-full">
          {t('verifyEmail.signIn')}
        </Link>
      </>
    );
  }

  return (
    <>
      <AuthTitle title={t('verifyEmail.failedTitle')} />
      <div className="mb-5">
        {token ? (
          <FormAlert error={verify.error} />
        ) : (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {t('MESSAGES:INVALID_OR_EXPIRED_TOKEN')}
          </div>
        )}
      </div>
      <h2 className="mb-3 font-semibold">{t('verifyEmail.resendTitle')}</h2>
      <ResendVerificationForm role={role} />
    </>
  );
}
