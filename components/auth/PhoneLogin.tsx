import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOtpLogin, useResendPhoneCode } from '@/hooks/auth/use-auth';
import type { OtpSent } from '@/services/auth/auth';
import type { Role } from '@/services/shared/routes';
import { authHref } from './links';
import { OtpStep } from './OtpStep';
import { PhoneCodeForm } from './PhoneCodeForm';

/** Sign in with a WhatsApp code: phone → (known number?) → code → signed in. */
export function PhoneLogin({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const resend = useResendPhoneCode();
  const otpLogin = useOtpLogin(role);
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<OtpSent | null>(null);

  if (sent) {
    return (
      <OtpStep
        phone={phone}
        sent={sent}
        submitLabel={t('login.submit')}
        onResend={() => resend(phone)}
        onVerify={(body) => otpLogin.mutateAsync(body)}
        onBack={() => setSent(null)}
      />
    );
  }

  return (
    <PhoneCodeForm
      expect="account"
      initialPhone={phone}
      onSent={(number, result) => {
        setPhone(number);
        setSent(result);
      }}
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
