import { normalizeDigits } from '@/services/shared/digits';
import { EMAIL_PATTERN, LIMITS, RATE_LIMITS } from '@/services/shared/limits';
import { normalizePhone } from '@/services/shared/validation';
import { DAY_MS } from '../../shared/clock';

/**
 * The account rules of the sandbox, each once, as pure functions of the data and
 * the time (`clock.now()` is passed in by the handlers). The spec's numbers come
 * from services/shared/limits.ts; the numbers below are the ones we designed where the
 * spec is silent (docs/api/accounts.md lists them).
 */
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const ACCOUNT_RULES = {
  /** Failed sign-ins of one identifier from one client within the window that lock that pair… */
  loginMaxFailures: RATE_LIMITS.signIn.perAccount,
  loginWindowMs: RATE_LIMITS.signIn.windowSeconds * 1000,
  /** …for this long. */
  loginLockMs: RATE_LIMITS.signIn.lockSeconds * 1000,
  /** Codes one phone number may be sent within a day. */
  otpRequestsPerDay: 5,
  /** Wrong codes on one hashed_id; the one that reaches it locks the code. */
  otpMaxWrongAttempts: 5,
  otpTtlMs: 10 * MINUTE_MS,
  /** A number verified with a no-user code may complete a phone-first sign-up this long. */
  phoneVerifiedTtlMs: 30 * MINUTE_MS,
  verifyEmailTtlMs: 24 * HOUR_MS,
  resetPasswordTtlMs: 1 * HOUR_MS,
} as const;

/** Failed sign-ins of one identifier (an email or a phone number) from one client. */
export interface LoginFailures {
  /** ISO times of the recent failures. */
  at: string[];
  locked_until: string | null;
}

/** What the code rules read and count of a code sent over WhatsApp (data/auth/accounts.ts `OtpRecord`). */
export interface OtpAttempts {
  code: string;
  created_at: string;
  wrong_attempts: number;
  /** Set on the attempt that used up the allowance; the code is locked for a day from then. */
  locked_at: string | null;
  used: boolean;
}

export type EmailTokenKind = 'verify-email' | 'reset-password';

/** What the link rules read of an emailed one-time token (data/auth/accounts.ts `EmailToken`). */
export interface TokenUse {
  kind: EmailTokenKind;
  created_at: string;
  used: boolean;
}

const LOCK_MS = LIMITS.lockHours * HOUR_MS;
const ms = (iso: string): number => new Date(iso).getTime();

/* ---------- identifiers ---------- */

/** An identifier without `@` that is mostly digits is a phone number (auth/token/ takes both). */
export function isPhoneIdentifier(identifier: string): boolean {
  return !identifier.includes('@') && /^\+?[\d\s()-]{6,}$/.test(normalizeDigits(identifier.trim()));
}

/** The key failures are counted under: the lower-cased email or the normalised phone (services/shared/validation.ts). */
export function loginKey(identifier: string): string {
  return isPhoneIdentifier(identifier)
    ? (normalizePhone(identifier) ?? identifier.trim())
    : identifier.trim().toLowerCase();
}

/* ---------- sign-in lockout ---------- */

/** Whole seconds the lock has left; 0 when not locked. */
export function loginLockSeconds(entry: LoginFailures | undefined, now: Date): number {
  const left = entry?.locked_until ? ms(entry.locked_until) - now.getTime() : 0;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Count one more failure (older ones fall out of the window); the one that reaches the maximum locks. */
export function addLoginFailure(entry: LoginFailures | undefined, now: Date): LoginFailures {
  const recent = (entry?.at ?? []).filter((at) => now.getTime() - ms(at) < ACCOUNT_RULES.loginWindowMs);
  const at = [...recent, now.toISOString()];
  const locks = at.length >= ACCOUNT_RULES.loginMaxFailures;
  return {
    at: locks ? [] : at,
    locked_until: locks ? new Date(now.getTime() + ACCOUNT_RULES.loginLockMs).toISOString() : null,
  };
}

/* ---------- closed accounts ---------- */

export type AccountStatus = 'active' | 'recoverable' | 'gone';

export function recoverUntil(closedAt: string): Date {
  return new Date(ms(closedAt) + LIMITS.accountRecoveryDays * DAY_MS);
}

/** A closed account can be reopened by signing in for 30 days; after that it is gone. */
export function accountStatus(user: { closed_at: string | null }, now: Date): AccountStatus {
  if (!user.closed_at) return 'active';
  return now.getTime() < recoverUntil(user.closed_at).getTime() ? 'recoverable' : 'gone';
}

/* ---------- OTP ---------- */

export type OtpRequestVerdict = 'ok' | 'too-soon' | 'daily-limit';

/** The requests that still count: the last day's. */
export function recentOtpRequests(times: readonly string[] | undefined, now: Date): string[] {
  return (times ?? []).filter((at) => now.getTime() - ms(at) < DAY_MS);
}

/** May one more code be sent to this number now? (`times`: the last day's requests.) */
export function otpRequestVerdict(times: readonly string[], now: Date): OtpRequestVerdict {
  if (times.length >= ACCOUNT_RULES.otpRequestsPerDay) return 'daily-limit';
  const last = times.at(-1);
  if (last && now.getTime() - ms(last) < LIMITS.otpResendSeconds * 1000) return 'too-soon';
  return 'ok';
}

export type OtpVerdict = 'ok' | 'wrong' | 'locked' | 'expired' | 'used';

/**
 * The verdict on a code before it is counted. A locked code stays locked for a day
 * (even with the right code); a used or expired one simply fails.
 */
export function otpVerdict(record: OtpAttempts, code: string, now: Date): OtpVerdict {
  if (record.locked_at && now.getTime() - ms(record.locked_at) < LOCK_MS) return 'locked';
  if (record.used) return 'used';
  if (now.getTime() - ms(record.created_at) >= ACCOUNT_RULES.otpTtlMs) return 'expired';
  return record.code === code ? 'ok' : 'wrong';
}

/** Count a wrong code; true when this attempt locks the code. */
export function addWrongOtpAttempt(record: OtpAttempts, now: Date): boolean {
  record.wrong_attempts += 1;
  if (record.wrong_attempts < ACCOUNT_RULES.otpMaxWrongAttempts) return false;
  record.locked_at = now.toISOString();
  return true;
}

/** A 6-digit code (leading zeros kept). */
export function generateOtpCode(random: () => number = Math.random): string {
  return String(Math.floor(random() * 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/** A number verified with a no-user code may finish a phone-first sign-up for 30 minutes. */
export function isPhoneVerificationFresh(verifiedAt: string | undefined, now: Date): boolean {
  return Boolean(verifiedAt && now.getTime() - ms(verifiedAt) < ACCOUNT_RULES.phoneVerifiedTtlMs);
}

/* ---------- emailed tokens ---------- */

export function tokenTtlMs(kind: EmailTokenKind): number {
  return kind === 'verify-email' ? ACCOUNT_RULES.verifyEmailTtlMs : ACCOUNT_RULES.resetPasswordTtlMs;
}

/** Usable: the right kind, unused, and younger than its lifetime (24 h to verify an email, 1 h to reset). */
export function isTokenUsable<Token extends TokenUse>(
  token: Token | undefined,
  kind: EmailTokenKind,
  now: Date,
): token is Token {
  return Boolean(
    token && token.kind === kind && !token.used && now.getTime() - ms(token.created_at) < tokenTtlMs(kind),
  );
}

/** An unguessable token for links and hashed ids. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/* ---------- passwords ---------- */

export type PasswordVerdict = 'ok' | 'mismatch' | 'too-short';

export function newPasswordVerdict(password: string, confirmation: string): PasswordVerdict {
  if (password !== confirmation) return 'mismatch';
  if (password.length < LIMITS.passwordMin) return 'too-short';
  return 'ok';
}

/* ---------- simulated Google sign-in ---------- */

const GOOGLE_CODE_PREFIX = 'sandbox-google.';

/** The code the simulated consent page hands back: `sandbox-google.<base64url(email)>`. */
export function encodeGoogleCode(email: string): string {
  return GOOGLE_CODE_PREFIX + btoa(email).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The email a code names, or null for a malformed code. */
export function decodeGoogleCode(code: string): string | null {
  if (!code.startsWith(GOOGLE_CODE_PREFIX)) return null;
  const encoded = code.slice(GOOGLE_CODE_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const email = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return EMAIL_PATTERN.test(email) ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}
