import { boolean, object, string, type InferType } from 'yup';
import { normalizeDigits } from '@/services/shared/digits';
import { LIMITS, EMAIL_PATTERN } from '@/services/shared/limits';
import {
  companyNameField,
  confirmPasswordField,
  currentPasswordField,
  emailField,
  firstNameField,
  fullNameField,
  lastNameField,
  newPasswordField,
  normalizePhone,
  phoneField,
} from '@/services/shared/validation';
import { V } from '@/services/shared/validation-messages';

/**
 * The sign-in, sign-up, verification and password forms (spec §5), built on the field rules the
 * account forms share (services/shared/validation.ts).
 *
 * Decision where spec §5 is silent: sign-in checks only that a password was typed; the minimum length
 * applies to new passwords, so an older, shorter password can still sign in.
 */

/** The one-time code with Arabic-Indic digits and spaces normalised away. */
export function normalizeOtp(value: string): string {
  return normalizeDigits(value).replace(/\s/g, '');
}

const OTP_PATTERN = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

/** Sign-in: an email address or a phone number. */
const emailOrPhoneField = () =>
  string()
    .trim()
    .required(V.identifierRequired)
    .test('email-or-phone', (value, context) => {
      if (value.includes('@')) return EMAIL_PATTERN.test(value) || context.createError({ message: V.emailInvalid });
      return normalizePhone(value) !== null || context.createError({ message: V.identifierInvalid });
    });

const otpField = () =>
  string()
    .required(V.otpRequired)
    .test('otp', V.otpInvalid, (value) => OTP_PATTERN.test(normalizeOtp(value)));

const termsField = () => boolean().required(V.termsRequired).oneOf([true], V.termsRequired);

/** POST auth/token/: `email` holds an email address or a phone number. */
export const loginSchema = object({
  email: emailOrPhoneField(),
  password: currentPasswordField(),
});

export const phoneSchema = object({ phone_number: phoneField() });

export const otpSchema = object({ otp: otpField() });

/** Email sign-up (auth/register/): the person's own names. */
export const registerSchema = object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  password: newPasswordField(),
  terms: termsField(),
});

/** Phone-first sign-up (auth/register_confirm_no_user/), individual or company. */
export const registerNoUserSchema = object({
  isCompany: boolean().required(V.required),
  companyName: companyNameField(),
  fullName: fullNameField(),
  email: emailField(),
  password: newPasswordField(),
  terms: termsField(),
});

/** Sign-up with Google: the terms are accepted before leaving for Google's page. */
export const googleSignUpSchema = object({ terms: termsField() });

export const forgotPasswordSchema = object({ email: emailField() });

export const resetPasswordSchema = object({
  new_password: newPasswordField(),
  confirm_password: confirmPasswordField('new_password'),
});

export type LoginValues = InferType<typeof loginSchema>;
export type RegisterValues = InferType<typeof registerSchema>;
export type RegisterNoUserValues = InferType<typeof registerNoUserSchema>;
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
