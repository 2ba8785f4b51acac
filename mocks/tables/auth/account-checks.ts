import { LANGUAGE_CODES } from '@/locales/languages';
import { MESSAGE_TEXT } from '@/services/api/messages';
import { EMAIL_PATTERN, LIMITS } from '@/services/shared/limits';
import { isOnAllowList, parsedOrigin } from '@/services/shared/site-origins';
import { SITE_URL } from '@/services/shared/site-url';
import { NAME_PATTERN, normalizePhone } from '@/services/shared/validation';
import { findUserByEmail, findUserByPhone } from './accounts';
import { newPasswordVerdict } from '../../rules/auth/accounts';
import { tooLongError } from '../../rules/shared/text';
import { db } from '../../shared/db';
import { fail } from '../../shared/http';
import type { SandboxUser } from '../../data/auth/accounts';

/* The account calls' field checks, each refusal in DRF's shape (handlers/auth.ts and handlers/account.ts). */

/** A phone number as sent (E.164 after normalising), or 400 on `field`. */
export function phoneOf(value: unknown, field: string): string {
  const phone = normalizePhone(String(value));
  if (!phone) fail(400, { text: 'Enter a valid phone number' }, { [field]: 'Enter a valid phone number' });
  return phone;
}

/** 400 with every failed field when any check failed (`null` = fine); the error is the first message. */
export function checkFields(checks: Record<string, string | null>): void {
  const fields = Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const first = Object.values(fields)[0];
  if (first) fail(400, { text: first }, fields);
}

export const REQUIRED = MESSAGE_TEXT.FIELD_REQUIRED;
export const WRONG_EMAIL = 'Wrong Email';
export const PASSWORD_TOO_SHORT = `Ensure this field has at least ${LIMITS.passwordMin} characters.`;
export const PASSWORD_MISMATCH = 'Password dose not match';
export const EMAIL_TAKEN = 'A user with this email already exists';
export const PHONE_TAKEN = 'This phone number is already in use';

export function emailCheck(email: string): string | null {
  return tooLongError(email.trim(), LIMITS.emailMax) ?? (EMAIL_PATTERN.test(email.trim()) ? null : WRONG_EMAIL);
}

export function failIfEmailTaken(email: string, exceptUserId?: number): void {
  const owner = findUserByEmail(email);
  if (owner && owner.id !== exceptUserId) fail(400, { text: EMAIL_TAKEN }, { email: EMAIL_TAKEN });
}

export function failIfPhoneTaken(phone: string, field: string, exceptUserId?: number): void {
  const owner = findUserByPhone(phone);
  if (owner && owner.id !== exceptUserId) fail(400, { text: PHONE_TAKEN }, { [field]: PHONE_TAKEN });
}

/** A new password and its confirmation: mismatch first ('Password dose not match'), then the length. */
export function failUnlessNewPassword(password: string, confirmation: string, field: string): void {
  const verdict = newPasswordVerdict(password, confirmation);
  if (verdict === 'mismatch') fail(400, { text: PASSWORD_MISMATCH });
  if (verdict === 'too-short') fail(400, { text: PASSWORD_TOO_SHORT }, { [field]: PASSWORD_TOO_SHORT });
}

export const REDIRECT_NOT_ALLOWED = 'Enter a URL of this site.';

/** Origins the sandbox may email links to besides the page's own (`scripts/sandbox-api.mjs --site`). */
const extraSiteOrigins: string[] = [];

export function allowSiteOrigin(origin: string): void {
  extraSiteOrigins.push(origin);
}

/** The sandbox's allow-list: the page's origin, `NEXT_PUBLIC_SITE_URL`, and any origin the HTTP server was started for. */
export function siteOrigins(): string[] {
  return [globalThis.location?.origin ?? '', SITE_URL, ...extraSiteOrigins].filter(Boolean);
}

/** `redirect_url` of an emailed link: an http(s) URL on the site's allow-list (services/shared/site-origins.ts), else 400. */
export function redirectCheck(value: string): string | null {
  if (!parsedOrigin(value)) return 'Enter a valid URL.';
  return isOnAllowList(value, siteOrigins()) ? null : REDIRECT_NOT_ALLOWED;
}

export function countryCheck(country: number): string | null {
  return db.state.locations.countries.some((item) => item.id === country && item.is_available)
    ? null
    : 'Unknown country';
}

/** What both sign-ups check alike, after the name: the email, the password's length, the country, the language, the link. */
export function signUpChecks(input: {
  email: string;
  password: string;
  country: number;
  language: string;
  redirect_url: string;
}): Record<string, string | null> {
  return {
    email: emailCheck(input.email),
    password: input.password.length >= LIMITS.passwordMin ? null : PASSWORD_TOO_SHORT,
    country: countryCheck(input.country),
    language: languageCheck(input.language),
    redirect_url: redirectCheck(input.redirect_url),
  };
}

export function languageCheck(language: string): string | null {
  return (LANGUAGE_CODES as string[]).includes(language) ? null : 'Unsupported language';
}

/** A person's name (spec §5: letters, one separator between words, no digits); `undefined` = not sent. */
export function nameCheck(value: string | undefined): string | null {
  if (value === undefined) return null;
  const name = value.trim();
  if (!name) return REQUIRED;
  return tooLongError(name, LIMITS.nameMax) ?? (NAME_PATTERN.test(name) ? null : 'Enter a valid name');
}

/** A new email needs the current password (docs/api/accounts.md `auth/user/update/`): missing or wrong, a 400 on `password`. */
export function currentPasswordCheck(user: SandboxUser, password: string | undefined): string | null {
  if (!password) return REQUIRED;
  return password === user.password ? null : MESSAGE_TEXT.INCORRECT_PASSWORD;
}
