import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { useOtpLogin } from '@/hooks/auth/use-auth';
import type { Role } from '@/services/shared/routes';
import { authHref } from './links';
import { AccountPhoneCode } from './PhoneCodeForm';

/** Sign in with a WhatsApp code: phone → (known number?) → code → signed in. */
export function PhoneLogin({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const otpLogin = useOtpLogin(role);
  return (
    <AccountPhoneCode
      submitLabel={t('login.submit')}
      onVerify={(body) => otpLogin.mutateAsync(body)}
      refusal={
        <>
          <p>{t('phone.noAccount')}</p>
          <Link href={authHref(role, 'register', router.query.next)} className="font-medium text-brand hover:underline">
            {t('phone.signUpInstead')}
          </Link>
        </>
      }
    />
  );
}
