import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOtpLogin, usePhoneCode } from '@/hooks/use-auth';
import type { OtpSent } from '@/services/auth';
import type { Role } from '@/services/routes';
import { authHref } from './links';
import { OtpStep } from './OtpStep';
import { PhoneForm } from './PhoneForm';

/** Sign in with a WhatsApp code: phone → (known number?) → code → signed in. */
export function PhoneLogin({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const phoneCode = usePhoneCode('account');
  const otpLogin = useOtpLogin(role);
  const [phone, setPhone] = useState('');
  const [unknownPhone, setUnknownPhone] = useState<string | null>(null);
  const [sent, setSent] = useState<OtpSent | null>(null);

  if (sent) {
    return (
      <OtpStep
        phone={phone}
        sent={sent}
        submitLabel={t('login.submit')}
        onResend={() => phoneCode.resend(phone)}
        onVerify={(body) => otpLogin.mutateAsync(body)}
        onBack={() => setSent(null)}
      />
    );
  }

  return (
    <PhoneForm
      initialPhone={phone}
      submitLabel={t('phone.sendCode')}
      error={phoneCode.error}
      onSubmit={async (number) => {
        setPhone(number);
        setUnknownPhone(null);
        const result = await phoneCode.request(number);
        if (result.status === 'sent') setSent(result.sent);
        else setUnknownPhone(number);
      }}
    >
      {unknownPhone && (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
          <p>{t('phone.noAccount')}</p>
          <Link href={authHref(role, 'register', router.query.next)} className="font-medium text-brand hover:underline">
            {t('phone.signUpInstead')}
          </Link>
        </div>
      )}
    </PhoneForm>
  );
}
