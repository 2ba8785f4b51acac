import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { loadWizardStart } from '@/components/provider-account';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { serverFieldErrors } from '@/components/ui/server-field-errors';
import {
  authUrl,
  signUpReferer,
  useRegisterNoUser,
  useResendPhoneCode,
  useVerifySignUpOtp,
} from '@/hooks/auth/use-auth';
import type { OtpSent } from '@/services/auth/auth';
import { registerNoUserSchema, type RegisterNoUserValues } from '@/services/auth/auth-forms';
import { LIMITS } from '@/services/shared/limits';
import type { Role } from '@/services/shared/routes';
import { useAppState } from '@/store/shared/app-store';
import { authHref } from './links';
import { OtpStep } from './OtpStep';
import { PhoneCodeForm } from './PhoneCodeForm';
import { SignUpCredentials } from './SignUpCredentials';

/** The account kind is chosen above the form and may change while it is filled in. */
function SyncIsCompany({ isCompany }: { isCompany: boolean }) {
  const { useFormikContext } = useFormKit();
  const { setFieldValue } = useFormikContext<RegisterNoUserValues>();
  useEffect(() => {
    void setFieldValue('isCompany', isCompany);
  }, [isCompany, setFieldValue]);
  return null;
}

/** The details step's fields the backend may answer about (auth/register_confirm_no_user/). */
const DETAIL_FIELDS = ['fullName', 'email', 'password'] as const;

type Step = { name: 'phone' } | { name: 'otp'; sent: OtpSent } | { name: 'details' };

/**
 * Phone-first sign-up: phone → WhatsApp code → name, email, password (and the
 * company name for a company) → POST auth/register_confirm_no_user/ → signed in.
 */
export const PhoneSignUp = withFormKit(function PhoneSignUp({ role, isCompany }: { role: Role; isCompany: boolean }) {
  const { Formik, Form, TextField, yup } = useFormKit();
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const router = useRouter();
  const language = useAppState((state) => state.language);
  const country = useAppState((state) => state.country);
  const resend = useResendPhoneCode();
  const verify = useVerifySignUpOtp();
  const registerNoUser = useRegisterNoUser(role);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');

  if (step.name === 'phone') {
    return (
      <PhoneCodeForm
        expect="no-account"
        initialPhone={phone}
        onSent={(number, sent) => {
          setPhone(number);
          setStep({ name: 'otp', sent });
        }}
        refusal={
          <>
            <p>{t('phone.taken')}</p>
            <Link href={authHref(role, 'login', router.query.next)} className="font-medium text-brand hover:underline">
              {t('phone.signInInstead')}
            </Link>
          </>
        }
      />
    );
  }

  if (step.name === 'otp') {
    return (
      <OtpStep
        phone={phone}
        sent={step.sent}
        submitLabel={t('otp.verify')}
        onResend={() => resend(phone)}
        onVerify={async (body) => {
          await verify.mutateAsync(body);
          setStep({ name: 'details' });
        }}
        onBack={() => setStep({ name: 'phone' })}
      />
    );
  }

  const fieldErrors = Object.keys(serverFieldErrors(registerNoUser.error, DETAIL_FIELDS)).length > 0;
  const initialValues: RegisterNoUserValues = {
    isCompany,
    companyName: '',
    fullName: '',
    email: '',
    password: '',
    terms: false,
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registerNoUserSchema(yup)}
      onSubmit={async (values, { setErrors }) => {
        const companyName = isCompany ? (values.companyName?.trim() ?? '') : '';
        // A provider continues into the wizard where the sign-up's answers leave off (not asked again);
        // its rules load on submit, not with the sign-up page (route weight).
        const next =
          role === 'provider'
            ? (await loadWizardStart()).continueIntoWizard({
                account_type: isCompany ? 'company' : 'personal',
                company_name: companyName,
              })
            : undefined;
        return registerNoUser
          .mutateAsync({
            companyName,
            next,
            body: {
              fullName: values.fullName.trim().replace(/\s+/g, ' '),
              email: values.email.trim(),
              password: values.password,
              phoneNumber: phone,
              is_service_provider: role === 'provider',
              country: country?.id ?? 0,
              language,
              isCompany,
              referer: signUpReferer(),
              redirect_url: authUrl(role, 'verifyEmail'),
            },
          })
          .catch((error: unknown) => setErrors(serverFieldErrors(error, DETAIL_FIELDS)));
      }}
    >
      <Form noValidate className="flex flex-col gap-4">
        <SyncIsCompany isCompany={isCompany} />
        <p role="status" className="text-sm text-green-700">
          {t('phone.verified')}{' '}
          <bdi dir="ltr" className="font-semibold">
            {phone}
          </bdi>
        </p>
        <FormAlert error={fieldErrors ? null : registerNoUser.error} />
        {isCompany && (
          <TextField
            name="companyName"
            label={t('common:company.name')}
            hint={t('common:company.nameHint')}
            autoComplete="organization"
            maxLength={LIMITS.companyNameMax}
          />
        )}
        <TextField
          name="fullName"
          label={t(isCompany ? 'register.contactName' : 'register.fullName')}
          hint={t('register.fullNameHint')}
          autoComplete="name"
          maxLength={LIMITS.nameMax}
        />
        <SignUpCredentials role={role} />
      </Form>
    </Formik>
  );
});
