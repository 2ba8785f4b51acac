import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneCode } from '@/hooks/auth/use-auth';
import type { OtpSent } from '@/services/auth/auth';
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
