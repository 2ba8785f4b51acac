import { LIMITS } from '@/services/shared/limits';
import { openSession } from './sessions';
import { composeMessage, type InboxKind, type InboxLanguage } from '../../data/auth/inbox';
import {
  accountStatus,
  addWrongOtpAttempt,
  generateOtpCode,
  otpRequestVerdict,
  otpVerdict,
  randomToken,
  recentOtpRequests,
} from '../../rules/auth/accounts';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { fail } from '../../shared/http';
import type { EmailToken, SandboxUser } from '../../data/auth/accounts';

/* The accounts tables' shared bookkeeping (handlers/auth.ts and handlers/account.ts): users, sessions, one-time tokens and codes, the inbox. */

export const accounts = () => db.state.accounts;

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
export function signIn(user: SandboxUser): IssuedTokens {
  const recovered = user.closed_at !== null;
  user.closed_at = null;
  return { ...openSession(user.id), ...(recovered ? { recovered: true as const } : {}) };
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
export function issueToken(user: SandboxUser, kind: EmailToken['kind']): string {
  const token = randomToken();
  accounts().tokens.push({
    token,
    kind,
    user_id: user.id,
    email: user.email,
    created_at: clock.now().toISOString(),
    used: false,
  });
  return token;
}

/** Email a one-time link to the user's address. */
export function sendEmailLink(
  user: SandboxUser,
  kind: EmailToken['kind'],
  redirectUrl: string,
  language: InboxLanguage,
): void {
  deliver(kind, user.email, linkWithToken(redirectUrl, issueToken(user, kind)), language);
}

/** Tell the address being replaced where the account's email now goes (no link: nothing to click in a hijack). */
export function tellOldAddress(user: SandboxUser, newEmail: string, language: InboxLanguage): void {
  deliver('email-changed', user.email, newEmail, language);
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
export function consumeOtp(
  hashedId: string,
  otp: string,
  owner: { purpose: 'no-user' } | { purpose: 'user'; userId: number },
) {
  const record = accounts().otps[hashedId];
  const mine =
    record && record.purpose === owner.purpose && (owner.purpose === 'no-user' || record.user_id === owner.userId);
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

export function newUser(
  fields: Pick<
    SandboxUser,
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'password'
    | 'phone_number'
    | 'country'
    | 'language'
    | 'is_service_provider'
    | 'account_type'
    | 'is_email_verified'
  >,
): SandboxUser {
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
