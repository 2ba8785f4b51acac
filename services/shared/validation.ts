import { boolean, mixed, number, object, string, type InferType, type Schema } from 'yup';
import { REPORT_REASONS } from '@/services/provider-profile';
import { normalizeDigits } from './digits';
import { EMAIL_PATTERN, LIMITS } from './limits';
import { TIMINGS } from './request-timing';
import { V } from './validation-messages';

/**
 * Every form rule (required fields, patterns, lengths, images; spec §5), once. Messages are the `V` keys of ./validation-messages,
 * which the field components translate; screens that use these schemas load the
 * `validation` namespace.
 *
 * Decisions where spec §5 is silent:
 * - A full name is too short ('Name is too short') with fewer than two words
 *   (first and last) or fewer than 3 letters in all.
 * - Sign-in checks only that a password was typed: the minimum length applies to
 *   new passwords, so an older, shorter password can still sign in.
 * - Phones: Jordanian mobiles first (07[789]XXXXXXX or +9627[789]XXXXXXX, spaces,
 *   dashes, brackets, 00 and Arabic-Indic digits allowed), normalised to +962…;
 *   any other country's number in E.164 (+ and 8 to 15 digits) is accepted as is.
 */

const JORDAN_MOBILE = /^\+9627[789]\d{7}$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number as the backend wants it (+962…, or another country's E.164), or
 * null when it is not a valid number.
 */
export function normalizePhone(value: string): string | null {
  let phone = normalizeDigits(value.trim()).replace(/[\s\-().\u200e\u200f]/g, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  if (/^07[789]\d{7}$/.test(phone)) phone = `+962${phone.slice(1)}`;
  else if (/^7[789]\d{7}$/.test(phone)) phone = `+962${phone}`;
  else if (/^9627[789]\d{7}$/.test(phone)) phone = `+${phone}`;
  else if (/^\+96207[789]\d{7}$/.test(phone)) phone = `+962${phone.slice(5)}`;
  if (phone.startsWith('+962')) return JORDAN_MOBILE.test(phone) ? phone : null;
  return E164.test(phone) ? phone : null;
}

/** The one-time code with Arabic-Indic digits and spaces normalised away. */
export function normalizeOtp(value: string): string {
  return normalizeDigits(value).replace(/\s/g, '');
}

/** A person's name (spec §5): letters (Arabic script included, with its marks), one hyphen, apostrophe or space between words, no digits. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[-'’ ][\p{L}\p{M}]+)*$/u;

const OTP_PATTERN = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

// ── Field schemas ─────────────────────────────────────────────────────────────

export const emailField = () =>
  string().trim().required(V.emailRequired).max(LIMITS.emailMax, V.tooLong).matches(EMAIL_PATTERN, V.emailInvalid);

/** Sign-in: an email address or a phone number. */
export const emailOrPhoneField = () =>
  string()
    .trim()
    .required(V.identifierRequired)
    .test('email-or-phone', (value, context) => {
      if (value.includes('@')) return EMAIL_PATTERN.test(value) || context.createError({ message: V.emailInvalid });
      return normalizePhone(value) !== null || context.createError({ message: V.identifierInvalid });
    });

/** A password that exists (sign-in, closing the account, the current password). */
export const currentPasswordField = () => string().required(V.passwordRequired);

/** A password being chosen: at least LIMITS.passwordMin characters. */
export const newPasswordField = () =>
  string()
    .required(V.passwordRequired)
    .min(LIMITS.passwordMin, V.passwordMin)
    .max(LIMITS.passwordMax, V.passwordTooLong);

/** Must equal the sibling field `other`. */
export const confirmPasswordField = (other: string) =>
  string()
    .required(V.passwordRequired)
    .test('matches', V.passwordMismatch, (value, context) => value === context.parent[other]);

const personName = (requiredKey: string) =>
  string().trim().required(requiredKey).max(LIMITS.nameMax, V.tooLong).matches(NAME_PATTERN, V.nameInvalid);

export const firstNameField = () => personName(V.firstNameRequired);
export const lastNameField = () => personName(V.lastNameRequired);

/** Letters only (like the name pattern), at least two words and 3 letters. */
export const fullNameField = () =>
  string()
    .trim()
    .required(V.fullNameRequired)
    .max(LIMITS.nameMax, V.tooLong)
    .test('full-name', (value, context) => {
      const name = value.replace(/\s+/g, ' ');
      if (!NAME_PATTERN.test(name)) return context.createError({ message: V.nameInvalid });
      const letters = name.replace(/[^\p{L}]/gu, '').length;
      return (name.split(' ').length >= 2 && letters >= 3) || context.createError({ message: V.nameTooShort });
    });

export const phoneField = () =>
  string()
    .trim()
    .required(V.phoneRequired)
    .test('phone', V.phoneInvalid, (value) => normalizePhone(value) !== null);

export const otpField = () =>
  string()
    .required(V.otpRequired)
    .test('otp', V.otpInvalid, (value) => OTP_PATTERN.test(normalizeOtp(value)));

export const termsField = () => boolean().required(V.termsRequired).oneOf([true], V.termsRequired);

/** A company name (as in the commercial register), required only when the sibling `flag` is `company` (sign-up: `isCompany` true; the wizard: `account_type` 'company'). */
export const companyNameField = (flag = 'isCompany', company: unknown = true) =>
  string()
    .trim()
    .when(flag, {
      is: company,
      then: (schema) => schema.required(V.companyNameRequired).max(LIMITS.companyNameMax, V.tooLong),
      otherwise: (schema) => schema.optional(),
    });

/** A select's empty choice ('') counts as not chosen. */
const chosenId = (message: string) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(message);

export const offerPriceField = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(V.priceRequired)
    .required(V.priceRequired)
    .min(LIMITS.offerPriceMin, V.priceMin)
    .max(LIMITS.offerPriceMax, V.priceMax);

// ── Form schemas ──────────────────────────────────────────────────────────────

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

export const changePasswordSchema = object({
  old_password: currentPasswordField(),
  new_password: newPasswordField(),
  confirm_new_password: confirmPasswordField('new_password'),
});

export const editProfileSchema = object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  gender: string()
    .transform((value: string) => (value === '' ? undefined : value))
    .oneOf(['male', 'female'], V.genderInvalid)
    .optional(),
});

/** Whether the email field holds another address than the account's (case and spaces aside): the server then asks for the password. */
export function isEmailChange(value: string | undefined, current: string): boolean {
  const next = (value ?? '').trim().toLowerCase();
  return next !== '' && next !== current.trim().toLowerCase();
}

/** The edit-profile rules for an account whose email is `current`: the current password is required to change it. */
export function editProfileSchemaFor(current: string) {
  return editProfileSchema.shape({
    password: string().when('email', {
      is: (email: string | undefined) => isEmailChange(email, current),
      then: (field) => field.required(V.passwordRequired),
    }),
  });
}

const addressFields = {
  city: chosenId(V.cityRequired),
  neighborhood: chosenId(V.neighborhoodRequired),
  address_type: string().required(V.addressTypeRequired).oneOf(['home', 'work', 'other'], V.addressTypeRequired),
  name: string().trim().required(V.addressNameRequired).max(LIMITS.addressNameMax, V.tooLong),
};

export const addressSchema = object(addressFields);

/** A new address's fields apply only when the request's address is a new one. */
const forNewAddress = (field: Schema) =>
  mixed().when('address', { is: 'new', then: () => field, otherwise: (schema) => schema.strip() });

/**
 * Where and when a request is wanted (spec §3): a saved address's id or `'new'` with the new address's
 * fields (the address book's rule), the timing window, a comment of at most 1000 characters.
 */
export const requestDetailsSchema = object({
  address: mixed<number | 'new' | ''>().test(
    'chosen',
    V.addressRequired,
    (value) => value === 'new' || typeof value === 'number',
  ),
  city: forNewAddress(addressFields.city),
  neighborhood: forNewAddress(addressFields.neighborhood),
  address_type: forNewAddress(addressFields.address_type),
  name: forNewAddress(addressFields.name),
  timing: string()
    .required(V.timingRequired)
    .oneOf([...TIMINGS], V.timingRequired),
  comment: string().max(LIMITS.requestCommentMax, V.tooLong),
});

/**
 * A reason (cancel or close a request, hide or delete a job: required, the backend refuses a blank
 * one; turn down or withdraw an offer: optional), at most LIMITS.reasonMax characters.
 */
export const reasonSchema = (optional = false) => {
  const reason = string().trim().max(LIMITS.reasonMax, V.tooLong);
  return object({ reason: optional ? reason : reason.required(V.required) });
};

/** One rating criterion: 1 to 5 stars, required. */
export const starsField = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(V.starsRequired)
    .required(V.starsRequired)
    .integer(V.starsRequired)
    .min(LIMITS.ratingMin, V.starsRequired)
    .max(LIMITS.ratingMax, V.starsRequired);

/** An invitation: which of my open requests (its id, as the picker holds it). */
export const inviteSchema = object({ request: string().required(V.required) });

/** A report (spec §3): a reason from the list, required; the explanation optional. */
export const reportSchema = object({
  reason: string()
    .required(V.required)
    .oneOf([...REPORT_REASONS], V.required),
  explanation: string().trim().max(LIMITS.reportExplanationMax, V.tooLong),
});

export const closeAccountSchema = object({ password: currentPasswordField() });

export type LoginValues = InferType<typeof loginSchema>;
export type RegisterValues = InferType<typeof registerSchema>;
export type RegisterNoUserValues = InferType<typeof registerNoUserSchema>;
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
export type EditProfileValues = InferType<typeof editProfileSchema>;
export type AddressValues = InferType<typeof addressSchema>;
