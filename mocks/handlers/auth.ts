import { LANGUAGE_CODES } from '@/locales/languages';
import type { RegisterBody, RegisterNoUserBody } from '@/services/auth';
import { EMAIL_PATTERN, LIMITS } from '@/services/limits';
import { MESSAGE_TEXT } from '@/services/messages';
import { NAME_PATTERN, normalizePhone } from '@/services/validation';
import { clock } from '../clock';
import { db } from '../db';
import type { EmailToken, SandboxUser } from '../data/accounts';
import { composeMessage, type InboxKind, type InboxLanguage } from '../data/inbox';
import { toUserProfile } from '../data/serializers';
import { created, fail, route } from '../http';
import {
  accountStatus,
  addLoginFailure,
  addWrongOtpAttempt,
  decodeGoogleCode,
  generateOtpCode,
  isLoginLocked,
  isPhoneIdentifier,
  isPhoneVerificationFresh,
  isTokenUsable,
  loginKey,
  newPasswordVerdict,
  otpRequestVerdict,
  otpVerdict,
  randomToken,
  recentOtpRequests,
} from '../rules/accounts';

/* ---------- the accounts' shared bookkeeping (also used by handlers/account.ts) ---------- */

const accounts = () => db.state.accounts;

/** Users that still exist: active, or closed within the recovery window. */
function liveUsers(): SandboxUser[] {
  const now = clock.now();
  return accounts().users.filter((user) => accountStatus(user, now) !== 'gone');
}

export function findUserByEmail(email: string): SandboxUser | undefined {
  const wanted = email.trim().toLowerCase();
  return liveUsers().find((user) => user.email.toLowerCase() === wanted);
}

export function findUserByPhone(phone: string): SandboxUser | undefined {
  return liveUsers().find((user) => user.phone_number === phone);
}

export interface IssuedTokens {
  access: string;
  refresh: string;
  /** Set when this sign-in reopened a closed account. */
  recovered?: true;
}

/** Sign the user in; a closed account inside its 30 days is reopened by it. */
function signIn(user: SandboxUser): IssuedTokens {
  const recovered = user.closed_at !== null;
  user.closed_at = null;
  const access = `sandbox-access-${user.id}-${randomToken()}`;
  accounts().sessions[access] = user.id;
  return { access, refresh: `sandbox-refresh-${user.id}-${randomToken()}`, ...(recovered ? { recovered: true as const } : {}) };
}

export function endSessions(userId: number): void {
  const sessions = accounts().sessions;
  for (const [token, owner] of Object.entries(sessions)) if (owner === userId) delete sessions[token];
}

/** The language a message goes out in: the recipient's, else the caller's. */
export function inboxLanguage(request: Request, user?: SandboxUser): InboxLanguage {
  const language = user?.language ?? request.headers.get('Accept-Language') ?? '';
  return language.startsWith('en') ? 'en' : 'ar';
}

function deliver(kind: InboxKind, to: string, value: string, language: InboxLanguage): void {
  accounts().inbox.push(composeMessage(db.nextId(), kind, to, value, language, clock.now().toISOString()));
}

/** `redirect_url` must be an absolute URL: the emailed link is `<it>?token=<t>`. */
function linkWithToken(redirectUrl: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** A one-time token (verify-email: 24 h, reset-password: 1 h) for the user's current address. */
function issueToken(user: SandboxUser, kind: EmailToken['kind']): string {
  const token = randomToken();
  accounts().tokens.push({ token, kind, user_id: user.id, email: user.email, created_at: clock.now().toISOString(), used: false });
  return token;
}

/** Email a one-time link to the user's address. */
export function sendEmailLink(user: SandboxUser, kind: EmailToken['kind'], redirectUrl: string, language: InboxLanguage): void {
  deliver(kind, user.email, linkWithToken(redirectUrl, issueToken(user, kind)), language);
}

/** Send a code over WhatsApp, within the resend and daily limits; the answer of both OTP calls. */
export function sendOtp(
  phone: string,
  owner: { purpose: 'no-user'; userId: null } | { purpose: 'user'; userId: number },
  language: InboxLanguage,
): { hashed_id: string; resend_after: number } {
  const now = clock.now();
  const requests = recentOtpRequests(accounts().otpRequests[phone], now);
  const verdict = otpRequestVerdict(requests, now);
  if (verdict === 'daily-limit') fail(429, 'TOO_MANY_OTP_REQUESTS');
  if (verdict === 'too-soon') fail(429, 'RESEND_OTP_FAILED');
  accounts().otpRequests[phone] = [...requests, now.toISOString()];
  const code = generateOtpCode();
  const hashedId = randomToken();
  accounts().otps[hashedId] = {
    hashed_id: hashedId,
    phone_number: phone,
    code,
    purpose: owner.purpose,
    user_id: owner.userId,
    created_at: now.toISOString(),
    wrong_attempts: 0,
    locked_at: null,
    used: false,
  };
  deliver('otp', phone, code, language);
  return { hashed_id: hashedId, resend_after: LIMITS.otpResendSeconds };
}

/** Check a code: wrong or expired 400, the attempt that uses up the allowance (and later ones) 429. */
export function consumeOtp(hashedId: string, otp: string, owner: { purpose: 'no-user' } | { purpose: 'user'; userId: number }) {
  const record = accounts().otps[hashedId];
  const mine = record && record.purpose === owner.purpose && (owner.purpose === 'no-user' || record.user_id === owner.userId);
  if (!record || !mine) fail(400, 'OTP_VERIFICATION_FAILED');
  const now = clock.now();
  const verdict = otpVerdict(record, otp, now);
  if (verdict === 'locked') fail(429, 'TOO_MANY_ATTEMPTS');
  if (verdict === 'wrong') {
    if (addWrongOtpAttempt(record, now)) fail(429, 'TOO_MANY_ATTEMPTS');
    fail(400, 'OTP_VERIFICATION_FAILED');
  }
  if (verdict !== 'ok') fail(400, 'OTP_VERIFICATION_FAILED');
  record.used = true;
  return record;
}

/** A phone number as sent (E.164 after normalising), or 400 on `field`. */
export function phoneOf(value: unknown, field: string): string {
  const phone = normalizePhone(String(value));
  if (!phone) fail(400, { text: 'Enter a valid phone number' }, { [field]: 'Enter a valid phone number' });
  return phone;
}

/** 400 with every failed field when any check failed (`null` = fine); the error is the first message. */
export function checkFields(checks: Record<string, string | null>): void {
  const fields = Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
  const first = Object.values(fields)[0];
  if (first) fail(400, { text: first }, fields);
}

const REQUIRED = MESSAGE_TEXT.FIELD_REQUIRED;
const WRONG_EMAIL = 'Wrong Email';
const PASSWORD_TOO_SHORT = `Ensure this field has at least ${LIMITS.passwordMin} characters.`;
const PASSWORD_MISMATCH = 'Password dose not match';
export const EMAIL_TAKEN = 'A user with this email already exists';
export const PHONE_TAKEN = 'This phone number is already in use';

export function emailCheck(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : WRONG_EMAIL;
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

function urlCheck(value: string): string | null {
  try {
    return /^https?:$/.test(new URL(value).protocol) ? null : 'Enter a valid URL.';
  } catch {
    return 'Enter a valid URL.';
  }
}

function countryCheck(country: number): string | null {
  return db.state.locations.countries.some((item) => item.id === country && item.is_available) ? null : 'Unknown country';
}

function languageCheck(language: string): string | null {
  return (LANGUAGE_CODES as string[]).includes(language) ? null : 'Unsupported language';
}

/** A person's name (§5: letters, one separator between words, no digits); `undefined` = not sent. */
export function nameCheck(value: string | undefined): string | null {
  if (value === undefined) return null;
  const name = value.trim();
  if (!name) return REQUIRED;
  return NAME_PATTERN.test(name) ? null : 'Enter a valid name';
}

function newUser(fields: Pick<SandboxUser, 'first_name' | 'last_name' | 'email' | 'password' | 'phone_number' | 'country' | 'language' | 'is_service_provider' | 'account_type' | 'is_email_verified'>): SandboxUser {
  const user: SandboxUser = {
    ...fields,
    id: db.nextId(),
    profile_id: db.nextId(),
    email: fields.email.trim().toLowerCase(),
    gender: null,
    company_name: null,
    profile_photo: null,
    date_joined: clock.now().toISOString(),
    has_provider_account: false,
    closed_at: null,
    last_phone_change: null,
  };
  accounts().users.push(user);
  return user;
}

/* ---------- handlers ---------- */

const DONE = { detail: 'Done' };

export const authHandlers = [
  route('post', 'auth/token/', async ({ body }) => {
    const { email: identifier, password } = await body({ email: 'string', password: 'string' });
    const now = clock.now();
    const key = loginKey(identifier);
    const failures = accounts().loginFailures;
    if (isLoginLocked(failures[key], now)) fail(429, 'TOO_MANY_LOGIN_ATTEMPTS');
    const byPhone = isPhoneIdentifier(identifier);
    const user = byPhone ? findUserByPhone(key) : findUserByEmail(key);
    if (!user || user.password !== password) {
      failures[key] = addLoginFailure(failures[key], now);
      if (isLoginLocked(failures[key], now)) fail(429, 'TOO_MANY_LOGIN_ATTEMPTS');
      fail(401, byPhone ? 'WRONG_PHONE_OR_PASSWORD' : 'WRONG_CREDENTIALS');
    }
    delete failures[key];
    return signIn(user);
  }),

  route('post', 'auth/user/verify_phone_exist/', async ({ body }) => {
    const { phone_number } = await body({ phone_number: 'string' });
    return { exists: Boolean(findUserByPhone(phoneOf(phone_number, 'phone_number'))) };
  }),

  route('post', 'notifications/generate_no_user/phone-number-verify', async ({ body, request }) => {
    const { phone_number } = await body({ phone_number: 'string' });
    const phone = phoneOf(phone_number, 'phone_number');
    return sendOtp(phone, { purpose: 'no-user', userId: null }, inboxLanguage(request, findUserByPhone(phone)));
  }),

  route('post', 'notifications/verify-no-user-phone-number-otp', async ({ body }) => {
    const { reset_password, otp, hashed_id } = await body({ reset_password: 'boolean', otp: 'string', hashed_id: 'string' });
    const record = consumeOtp(hashed_id, otp, { purpose: 'no-user' });
    const user = findUserByPhone(record.phone_number);
    if (!user) {
      accounts().verifiedPhones[record.phone_number] = clock.now().toISOString();
      return { verified: true };
    }
    if (!reset_password) return { verified: true, ...signIn(user) };
    return { verified: true, reset_token: issueToken(user, 'reset-password') };
  }),

  route('post', 'auth/register_confirm_no_user/', async ({ body, request }) => {
    // Typed as the app's body: the sandbox's check and the contract cannot drift apart.
    const input: RegisterNoUserBody = await body({
      fullName: 'string',
      email: 'string',
      password: 'string',
      phoneNumber: 'string',
      is_service_provider: 'boolean',
      country: 'number',
      language: 'string',
      isCompany: 'boolean',
      referer: 'string',
      redirect_url: 'string',
    });
    const phone = phoneOf(input.phoneNumber, 'phoneNumber');
    if (!isPhoneVerificationFresh(accounts().verifiedPhones[phone], clock.now())) fail(400, 'OTP_VERIFICATION_FAILED');
    checkFields({
      fullName: nameCheck(input.fullName),
      email: emailCheck(input.email),
      password: input.password.length >= LIMITS.passwordMin ? null : PASSWORD_TOO_SHORT,
      country: countryCheck(input.country),
      language: languageCheck(input.language),
      redirect_url: urlCheck(input.redirect_url),
    });
    failIfEmailTaken(input.email);
    failIfPhoneTaken(phone, 'phoneNumber');
    const [firstName = '', ...rest] = input.fullName.trim().split(/\s+/);
    const user = newUser({
      first_name: firstName,
      last_name: rest.join(' '),
      email: input.email,
      password: input.password,
      phone_number: phone,
      country: input.country,
      language: input.language,
      is_service_provider: input.is_service_provider,
      account_type: input.isCompany ? 'company' : 'personal',
      is_email_verified: false,
    });
    delete accounts().verifiedPhones[phone];
    sendEmailLink(user, 'verify-email', input.redirect_url, inboxLanguage(request, user));
    return signIn(user);
  }),

  route('post', 'auth/register/', async ({ body, request }) => {
    const input: RegisterBody = await body({
      first_name: 'string',
      last_name: 'string',
      email: 'string',
      password: 'string',
      is_service_provider: 'boolean',
      country: 'number',
      language: 'string',
      referer: 'string',
      redirect_url: 'string',
    });
    checkFields({
      first_name: nameCheck(input.first_name),
      last_name: nameCheck(input.last_name),
      email: emailCheck(input.email),
      password: input.password.length >= LIMITS.passwordMin ? null : PASSWORD_TOO_SHORT,
      country: countryCheck(input.country),
      language: languageCheck(input.language),
      redirect_url: urlCheck(input.redirect_url),
    });
    failIfEmailTaken(input.email);
    const user = newUser({
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email: input.email,
      password: input.password,
      phone_number: null,
      country: input.country,
      language: input.language,
      is_service_provider: input.is_service_provider,
      account_type: 'personal',
      is_email_verified: false,
    });
    sendEmailLink(user, 'verify-email', input.redirect_url, inboxLanguage(request, user));
    return created({ id: user.id, email: user.email, is_email_verified: false });
  }),

  route('post', 'auth/verify-email/', async ({ body }) => {
    const { token } = await body({ token: 'string' });
    const record = accounts().tokens.find((item) => item.token === token);
    const user = record && accounts().users.find((item) => item.id === record.user_id);
    if (!isTokenUsable(record, 'verify-email', clock.now()) || !user || user.email !== record.email) {
      fail(400, 'INVALID_OR_EXPIRED_TOKEN');
    }
    record.used = true;
    user.is_email_verified = true;
    return { detail: 'Email verified' };
  }),

  route('post', 'auth/resend-verification-email/', async ({ body, request }) => {
    const { email, redirect_url } = await body({ email: 'string', redirect_url: 'string' });
    const user = findUserByEmail(email);
    if (!user || user.is_email_verified || urlCheck(redirect_url)) fail(400, 'VERIFICATION_EMAIL_FAILED');
    sendEmailLink(user, 'verify-email', redirect_url, inboxLanguage(request, user));
    return { detail: 'Verification email sent' };
  }),

  route('post', 'auth/forgot-password/', async ({ body, request }) => {
    const { email, type, redirect_url } = await body({ email: 'string', type: 'string', redirect_url: 'string' });
    checkFields({
      type: type === 'client' || type === 'service_provider' ? null : 'Unknown account type',
      redirect_url: urlCheck(redirect_url),
    });
    const user = findUserByEmail(email);
    if (user) sendEmailLink(user, 'reset-password', redirect_url, inboxLanguage(request, user));
    return { detail: 'If an account uses this email, a link to reset the password was sent to it' };
  }),

  route('post', 'auth/reset-password/:token/', async ({ body, params }) => {
    const { new_password, confirm_password } = await body({ new_password: 'string', confirm_password: 'string' });
    const record = accounts().tokens.find((item) => item.token === decodeURIComponent(params.token ?? ''));
    const user = record && accounts().users.find((item) => item.id === record.user_id);
    if (!isTokenUsable(record, 'reset-password', clock.now()) || !user) fail(400, 'INVALID_OR_EXPIRED_TOKEN');
    failUnlessNewPassword(new_password, confirm_password, 'new_password');
    record.used = true;
    user.password = new_password;
    endSessions(user.id);
    return { detail: 'Password changed' };
  }),

  route('post', 'auth/change-password/', async ({ body, requireUser }) => {
    const user = requireUser();
    const input = await body({ old_password: 'string', new_password: 'string', confirm_new_password: 'string', referer: 'string' });
    if (input.old_password !== user.password) fail(400, 'WRONG_CREDENTIALS');
    failUnlessNewPassword(input.new_password, input.confirm_new_password, 'new_password');
    user.password = input.new_password;
    return DONE;
  }),

  route('post', 'auth/login/social/', async ({ body, url, request }) => {
    const input = await body({ code: 'string', redirect_uri: 'string', phoneNumber: 'string', provider: 'string' });
    const email = decodeGoogleCode(input.code);
    if (input.provider !== 'google-oauth2' || !email) fail(400, 'ERROR_MESSAGE');
    const known = findUserByEmail(email);
    if (known) return signIn(known);
    if (!input.phoneNumber.trim()) fail(400, { text: 'Phone number is required' }, { phoneNumber: REQUIRED });
    const phone = phoneOf(input.phoneNumber, 'phoneNumber');
    failIfPhoneTaken(phone, 'phoneNumber');
    const user = newUser({
      first_name: email.split('@')[0] ?? email,
      last_name: '',
      email,
      password: randomToken(),
      phone_number: phone,
      country: Number(url.searchParams.get('country')),
      language: inboxLanguage(request),
      is_service_provider: false,
      account_type: 'personal',
      is_email_verified: true,
    });
    return signIn(user);
  }),

  route('get', 'auth/user/profile/', ({ requireUser }) => toUserProfile(requireUser())),

  route('put', 'auth/user/update/language/', async ({ requireUser, body }) => {
    const user = requireUser();
    const { language } = await body({ language: 'string' });
    if (!(LANGUAGE_CODES as string[]).includes(String(language))) fail(400, { text: 'Unsupported language' });
    user.language = String(language);
    return { language: user.language };
  }),
];
