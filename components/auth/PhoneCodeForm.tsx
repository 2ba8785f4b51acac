import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneCode, useResendPhoneCode } from '@/hooks/auth/use-auth';
import type { OtpSent } from '@/services/auth/auth';
import { OtpStep, type OtpStepProps } from './OtpStep';
import { PhoneForm } from './PhoneForm';

/**
 * The phone step of every WhatsApp-code flow (sign-in, reset, phone-first sign-up): the
 * number, then a code, if the number may get one (`expect`, see usePhoneCode). A refused
 * number keeps the form as typed and shows `refusal` under it.
 */
export function PhoneCodeForm({
  expect,
  initialPhone,
  onSent,
  refusal,
}: {
  expect: 'account' | 'no-account';
  initialPhone: string;
  onSent: (phone: string, sent: OtpSent) => void;
  refusal: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const phoneCode = usePhoneCode(expect);
  const [refused, setRefused] = useState(false);
  return (
    <PhoneForm
      initialPhone={initialPhone}
      submitLabel={t('phone.sendCode')}
      error={phoneCode.error}
      onSubmit={async (number) => {
        setRefused(false);
        const result = await phoneCode.request(number);
        if (result.status === 'sent') onSent(number, result.sent);
        else setRefused(true);
      }}
    >
      {refused && (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
          {refusal}
        </div>
      )}
    </PhoneForm>
  );
}

/**
 * A WhatsApp code to a number that has an account (sign-in, a password reset): the number, then the
 * code, checked by `onVerify`; "Change number" goes back to the number as typed.
 */
export function AccountPhoneCode({
  submitLabel,
  onVerify,
  refusal,
}: Pick<OtpStepProps, 'submitLabel' | 'onVerify'> & { refusal: ReactNode }) {
  const resend = useResendPhoneCode();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<OtpSent | null>(null);
  return sent ? (
    <OtpStep
      phone={phone}
      sent={sent}
      submitLabel={submitLabel}
      onResend={() => resend(phone)}
      onVerify={onVerify}
      onBack={() => setSent(null)}
    />
  ) : (
    <PhoneCodeForm
      expect="account"
      initialPhone={phone}
      onSent={(number, result) => {
        setPhone(number);
        setSent(result);
      }}
      refusal={refusal}
    />
  );
}
