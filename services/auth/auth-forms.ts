import { normalizeDigits } from '@/services/shared/digits';
import { LIMITS, EMAIL_PATTERN } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
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
import type { InferType } from 'yup';

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
const emailOrPhoneField = (y: YupBuilders) =>
  y
    .string()
    .trim()
    .required(V.identifierRequired)
    .test('email-or-phone', (value, context) => {
      if (value.includes('@')) return EMAIL_PATTERN.test(value) || context.createError({ message: V.emailInvalid });
      return normalizePhone(value) !== null || context.createError({ message: V.identifierInvalid });
    });

const otpField = (y: YupBuilders) =>
  y
    .string()
    .required(V.otpRequired)
    .test('otp', V.otpInvalid, (value) => OTP_PATTERN.test(normalizeOtp(value)));

const termsField = (y: YupBuilders) => y.boolean().required(V.termsRequired).oneOf([true], V.termsRequired);

/** POST auth/token/: `email` holds an email address or a phone number. */
export const loginSchema = (y: YupBuilders) =>
  y.object({
    email: emailOrPhoneField(y),
    password: currentPasswordField(y),
  });

export const phoneSchema = (y: YupBuilders) => y.object({ phone_number: phoneField(y) });

export const otpSchema = (y: YupBuilders) => y.object({ otp: otpField(y) });

/** Email sign-up (auth/register/): the person's own names. */
export const registerSchema = (y: YupBuilders) =>
  y.object({
    first_name: firstNameField(y),
    last_name: lastNameField(y),
    email: emailField(y),
    password: newPasswordField(y),
    terms: termsField(y),
  });

/** Phone-first sign-up (auth/register_confirm_no_user/), individual or company. */
export const registerNoUserSchema = (y: YupBuilders) =>
  y.object({
    isCompany: y.boolean().required(V.required),
    companyName: companyNameField(y),
    fullName: fullNameField(y),
    email: emailField(y),
    password: newPasswordField(y),
    terms: termsField(y),
  });

/** Sign-up with Google: the terms are accepted before leaving for Google's page. */
export const googleSignUpSchema = (y: YupBuilders) => y.object({ terms: termsField(y) });

export const forgotPasswordSchema = (y: YupBuilders) => y.object({ email: emailField(y) });

export const resetPasswordSchema = (y: YupBuilders) =>
  y.object({
    new_password: newPasswordField(y),
    confirm_password: confirmPasswordField(y, 'new_password'),
  });

export type LoginValues = InferType<ReturnType<typeof loginSchema>>;
export type RegisterValues = InferType<ReturnType<typeof registerSchema>>;
export type RegisterNoUserValues = InferType<ReturnType<typeof registerNoUserSchema>>;
export type ResetPasswordValues = InferType<ReturnType<typeof resetPasswordSchema>>;
