import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpStep } from '@/components/auth';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { useSendPhoneOtp, useVerifyPhoneOtp } from '@/hooks/settings/use-account';
import type { OtpSent } from '@/services/auth';
import { phoneSchema } from '@/services/auth';
import type { Role } from '@/services/shared/routes';
import { normalizePhone } from '@/services/shared/validation';

/**
 * Change the phone number (spec §4): the new number, a WhatsApp code to it, then the
 * code. The sandbox refuses a second change within the month ('You excced the limit').
 */
export default withFormKit(
  function PhoneChangeDialog({
    role,
    userId,
    onChanged,
    onClose,
  }: {
    role: Role;
    userId: number;
    onChanged: () => void;
    onClose: () => void;
  }) {
    const { Formik, Form, PhoneField, SubmitButton, yup } = useFormKit();
    const { t } = useTranslation(['settings', 'validation', 'common']);
    const send = useSendPhoneOtp();
    const verify = useVerifyPhoneOtp();
    const [typed, setTyped] = useState('');
    const [sent, setSent] = useState<{ phone: string; answer: OtpSent } | null>(null);
    return (
      <SheetDialog
        role={role}
        title={t('phone.dialogTitle')}
        busy={send.isPending || verify.isPending}
        onClose={onClose}
      >
        {sent ? (
          <OtpStep
            phone={sent.phone}
            sent={sent.answer}
            submitLabel={t('phone.verify')}
            onBack={() => setSent(null)}
            onResend={() => send.mutateAsync({ userId, phoneNumber: sent.phone })}
            onVerify={async ({ otp, hashed_id }) => {
              await verify.mutateAsync({ userId, otp, hashedId: hashed_id });
              onChanged();
            }}
          />
        ) : (
          <Formik
            initialValues={{ phone_number: typed }}
            validationSchema={phoneSchema(yup)}
            onSubmit={async ({ phone_number }) => {
              setTyped(phone_number);
              const phone = normalizePhone(phone_number) ?? phone_number;
              try {
                setSent({ phone, answer: await send.mutateAsync({ userId, phoneNumber: phone }) });
              } catch {
                // The alert says why (e.g. the monthly limit); the number stays typed.
              }
            }}
          >
            <Form noValidate className="flex flex-col gap-4">
              <FormAlert error={send.error} />
              <PhoneField name="phone_number" label={t('phone.newNumber')} hint={t('phone.newNumberHint')} autoFocus />
              <DialogActions>
                <button type="button" className="btn-secondary" onClick={onClose} disabled={send.isPending}>
                  {t('common:actions.cancel')}
                </button>
                <SubmitButton className="btn-primary">{t('phone.sendCode')}</SubmitButton>
              </DialogActions>
            </Form>
          </Formik>
        )}
      </SheetDialog>
    );
  },
  { fallback: null },
);
