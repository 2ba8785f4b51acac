import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { usePlace } from '@/hooks/shared/use-place';
import { toAppError } from '@/services/api/errors';
import type { OtpSent } from '@/services/auth/auth';
import { normalizeOtp, otpSchema } from '@/services/auth/auth-forms';
import { formatStamp } from '@/services/shared/format-stamp';
import { LIMITS } from '@/services/shared/limits';

export interface OtpStepProps {
  /** The number the code went to (shown left-to-right). */
  phone: string;
  /** The first send's answer: its `hashed_id` and how long until a resend is allowed. */
  sent: OtpSent;
  /** Send a new code; rejects with the error to show. */
  onResend: () => Promise<OtpSent>;
  /** Check the code; rejects with the error to show (the typed code stays). */
  onVerify: (body: { otp: string; hashed_id: string }) => Promise<unknown>;
  /** "Change number": back to the phone step. */
  onBack?: () => void;
  submitLabel: string;
}

/** Seconds left before `until` (a time in ms), ticking every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The WhatsApp code step, shared by phone sign-in, phone-first sign-up, reset by
 * phone and the phone change in settings. One field takes the whole code (typed,
 * pasted or filled in by the phone), Arabic-Indic digits included; it submits by
 * itself once all digits are in.
 */
export const OtpStep = withFormKit(function OtpStep({
  phone,
  sent,
  onResend,
  onVerify,
  onBack,
  submitLabel,
}: OtpStepProps) {
  // The translations before the kit: off the auth pages (the phone change in settings) 'auth' may still be
  // loading, and a suspension thrown after `use()` is not retried inside a test's act() (React 19).
  const { t } = useTranslation(['auth', 'validation']);
  const { Formik, Form, TextField, SubmitButton, yup } = useFormKit();
  const [hashedId, setHashedId] = useState(sent.hashed_id);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resend_after * 1000);
  const [error, setError] = useState<unknown>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  /** After 'Too many OTP requests today': no new code before this time (spec §8: 24 hours). */
  const [lockedUntil, setLockedUntil] = useState<Date | null>(null);
  const place = usePlace();
  const seconds = useSecondsLeft(resendAt);

  const resend = async () => {
    setResending(true);
    setError(null);
    setResent(false);
    try {
      const next = await onResend();
      setHashedId(next.hashed_id);
      setResendAt(Date.now() + next.resend_after * 1000);
      setResent(true);
    } catch (failure) {
      setError(failure);
      if (toAppError(failure).messageKey === 'TOO_MANY_OTP_REQUESTS') {
        setLockedUntil(new Date(Date.now() + LIMITS.lockHours * 60 * 60 * 1000));
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p>
        {t('otp.sentTo')}{' '}
        <bdi dir="ltr" className="font-semibold">
          {phone}
        </bdi>
      </p>
      <Formik
        initialValues={{ otp: '' }}
        validationSchema={otpSchema(yup)}
        // Not on blur: leaving an empty code field for "Change number" or "Resend" must not
        // insert an error above those buttons (the layout would shift under the pointer).
        validateOnBlur={false}
        onSubmit={async (values) => {
          setError(null);
          setResent(false);
          try {
            await onVerify({ otp: normalizeOtp(values.otp), hashed_id: hashedId });
          } catch (failure) {
            setError(failure);
          }
        }}
      >
        {({ setFieldValue, submitForm, isSubmitting }) => (
          <Form noValidate className="flex flex-col gap-4">
            <FormAlert error={error} />
            {resent && (
              <p role="status" className="text-sm text-green-700">
                {t('otp.resent')}
              </p>
            )}
            <TextField
              name="otp"
              label={t('otp.label', { digits: LIMITS.otpLength })}
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              autoFocus
              className="text-center font-mono text-2xl tracking-[0.5em]"
              onChange={(event) => {
                const code = normalizeOtp(event.target.value).replace(/\D/g, '').slice(0, LIMITS.otpLength);
                void setFieldValue('otp', code).then(() => {
                  if (code.length === LIMITS.otpLength && !isSubmitting) void submitForm();
                });
              }}
            />
            <SubmitButton>{submitLabel}</SubmitButton>
          </Form>
        )}
      </Formik>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {onBack && (
          <button type="button" className="text-brand underline-offset-2 hover:underline" onClick={onBack}>
            {t('otp.changeNumber')}
          </button>
        )}
        {lockedUntil ? (
          <p className="text-ink-muted">
            {t('otp.lockedUntil', {
              time: formatStamp(lockedUntil, place),
            })}
          </p>
        ) : seconds > 0 ? (
          <p role="timer" className="text-ink-muted">
            {t('otp.resendIn', { seconds })}
          </p>
        ) : (
          <button
            type="button"
            className="inline-flex items-center gap-2 text-brand underline-offset-2 hover:underline disabled:opacity-60"
            disabled={resending}
            onClick={() => void resend()}
          >
            {resending && <Spinner />}
            {t('otp.resend')}
          </button>
        )}
      </div>
    </div>
  );
});
