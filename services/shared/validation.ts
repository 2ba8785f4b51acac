import { normalizeDigits } from './digits';
import { EMAIL_PATTERN, LIMITS } from './limits';
import { V } from './validation-messages';
import type { YupBuilders } from './schema';

/**
 * The field rules several domains' forms share (spec §5), once: the email, the passwords, a person's
 * names, the phone, a company name, a reason. Each form's schema is its domain's, beside its calls
 * (services/auth/auth-forms.ts, services/settings/account-forms.ts, …). Messages are the `V` keys of
 * ./validation-messages, which the field components translate; screens that use these rules load the
 * `validation` namespace.
 *
 * Decisions where spec §5 is silent:
 * - A full name is too short ('Name is too short') with fewer than two words
 *   (first and last) or fewer than 3 letters in all.
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

/** A person's name (spec §5): letters (Arabic script included, with its marks), one hyphen, apostrophe or space between words, no digits. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[-'’ ][\p{L}\p{M}]+)*$/u;

// ── Field rules (each built from the builders it is handed: services/shared/schema.ts) ──

export const emailField = (y: YupBuilders) =>
  y.string().trim().required(V.emailRequired).max(LIMITS.emailMax, V.tooLong).matches(EMAIL_PATTERN, V.emailInvalid);

/** A password that exists (sign-in, closing the account, the current password). */
export const currentPasswordField = (y: YupBuilders) => y.string().required(V.passwordRequired);

/** A password being chosen: at least LIMITS.passwordMin characters. */
export const newPasswordField = (y: YupBuilders) =>
  y
    .string()
    .required(V.passwordRequired)
    .min(LIMITS.passwordMin, V.passwordMin)
    .max(LIMITS.passwordMax, V.passwordTooLong);

/** Must equal the sibling field `other`. */
export const confirmPasswordField = (y: YupBuilders, other: string) =>
  y
    .string()
    .required(V.passwordRequired)
    .test('matches', V.passwordMismatch, (value, context) => value === context.parent[other]);

const personName = (y: YupBuilders, requiredKey: string) =>
  y.string().trim().required(requiredKey).max(LIMITS.nameMax, V.tooLong).matches(NAME_PATTERN, V.nameInvalid);

export const firstNameField = (y: YupBuilders) => personName(y, V.firstNameRequired);
export const lastNameField = (y: YupBuilders) => personName(y, V.lastNameRequired);

/** Letters only (like the name pattern), at least two words and 3 letters. */
export const fullNameField = (y: YupBuilders) =>
  y
    .string()
    .trim()
    .required(V.fullNameRequired)
    .max(LIMITS.nameMax, V.tooLong)
    .test('full-name', (value, context) => {
      const name = value.replace(/\s+/g, ' ');
      if (!NAME_PATTERN.test(name)) return context.createError({ message: V.nameInvalid });
      const letters = name.replace(/[^\p{L}]/gu, '').length;
      return (name.split(' ').length >= 2 && letters >= 3) || context.createError({ message: V.nameTooShort });
    });

export const phoneField = (y: YupBuilders) =>
  y
    .string()
    .trim()
    .required(V.phoneRequired)
    .test('phone', V.phoneInvalid, (value) => normalizePhone(value) !== null);

/** A company name (as in the commercial register), required only when the sibling `flag` is `company` (sign-up: `isCompany` true; the wizard: `account_type` 'company'). */
export const companyNameField = (y: YupBuilders, flag = 'isCompany', company: unknown = true) =>
  y
    .string()
    .trim()
    .when(flag, {
      is: company,
      then: (schema) => schema.required(V.companyNameRequired).max(LIMITS.companyNameMax, V.tooLong),
      otherwise: (schema) => schema.optional(),
    });

/**
 * A reason (cancel or close a request, hide or delete a job: required, the backend refuses a blank
 * one; turn down or withdraw an offer: optional), at most LIMITS.reasonMax characters.
 */
export const reasonSchema = (y: YupBuilders, optional = false) => {
  const reason = y.string().trim().max(LIMITS.reasonMax, V.tooLong);
  return y.object({ reason: optional ? reason : reason.required(V.required) });
};
