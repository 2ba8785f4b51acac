import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useLinkToken } from '@/hooks/auth/use-link-token';
import { useRole } from '@/hooks/shared/use-role';
import { AuthTitle } from './AuthTitle';
import { NewPasswordForm } from './NewPasswordForm';

/** /{role}/auth/resetPassword?token=…: the emailed link's new-password form. */
export function ResetPasswordScreen() {
  const { t } = useTranslation(['auth', 'validation', 'MESSAGES']);
  const role = useRole();
  const token = useLinkToken();

  if (token === null) return <Spinner className="mx-auto my-6 h-6 w-6" />;
  if (token) return <NewPasswordForm role={role} token={token} />;
  return (
    <>
      <AuthTitle title={t('reset.title')} />
      <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        {t('MESSAGES:INVALID_OR_EXPIRED_TOKEN')}
      </div>
      <Link href={paths.auth.forgotPassword.getHref(role)} className="btn-primary w-full">
        {t('reset.requestNew')}
      </Link>
    </>
  );
}
