// @vitest-environment node
import type { EmailToken, OtpRecord } from '@/mocks/data/auth/accounts';
import { DAY_MS } from '@/mocks/shared/clock';
import {
  accountStatus,
  addLoginFailure,
  addWrongOtpAttempt,
  decodeGoogleCode,
  encodeGoogleCode,
  generateOtpCode,
  loginLockSeconds,
  isPhoneIdentifier,
  isPhoneVerificationFresh,
  isTokenUsable,
  loginKey,
  newPasswordVerdict,
  otpRequestVerdict,
  otpVerdict,
  recoverUntil,
} from './accounts';

const NOW = new Date('2025-03-31T12:00:00.000Z');
const MINUTE = 60 * 1000;
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('identifiers', () => {
  it.each([
    ['client@sandbox.test', false],
    ['+962791234567', true],
    ['0791234567', true],
    ['٠٧٩١٢٣٤٥٦٧', true],
    ['079 123 4567', true],
    ['sara', false],
  ])('%s is a phone: %s', (identifier, phone) => {
    expect(isPhoneIdentifier(identifier)).toBe(phone);
  });

  it.each([
    ['Client@Sandbox.TEST ', 'client@sandbox.test'],
    ['0791234567', '+962791234567'],
    ['00962791234567', '+962791234567'],
  ])('counts failures of %s under %s', (identifier, key) => {
    expect(loginKey(identifier)).toBe(key);
  });
});

describe('sign-in lockout', () => {
  it('locks on the 5th failure within 15 minutes, for 15 minutes', () => {
    let entry = undefined as ReturnType<typeof addLoginFailure> | undefined;
    for (let failure = 1; failure <= 4; failure += 1) {
      entry = addLoginFailure(entry, NOW);
      expect(loginLockSeconds(entry, NOW)).toBe(0);
    }
    entry = addLoginFailure(entry, NOW);
    expect(loginLockSeconds(entry, NOW)).toBe(15 * 60);
    expect(loginLockSeconds(entry, new Date(NOW.getTime() + 15 * MINUTE - 1))).toBe(1);
    expect(loginLockSeconds(entry, new Date(NOW.getTime() + 15 * MINUTE))).toBe(0);
  });

  it('does not count failures older than 15 minutes', () => {
    const entry = addLoginFailure(
      { at: [before(20 * MINUTE), before(16 * MINUTE), before(15 * MINUTE), before(MINUTE)], locked_until: null },
      NOW,
    );
    expect(entry.at).toHaveLength(2);
    expect(loginLockSeconds(entry, NOW)).toBe(0);
  });
});

describe('closed accounts', () => {
  it.each([
    [null, 'active'],
    [before(10 * DAY_MS), 'recoverable'],
    [before(30 * DAY_MS - 1), 'recoverable'],
    [before(30 * DAY_MS), 'gone'],
    [before(31 * DAY_MS), 'gone'],
  ] as const)('closed at %s → %s', (closedAt, status) => {
    expect(accountStatus({ closed_at: closedAt }, NOW)).toBe(status);
  });

  it('can be recovered until 30 days after closing', () => {
    expect(recoverUntil(NOW.toISOString()).getTime() - NOW.getTime()).toBe(30 * DAY_MS);
  });
});

describe('OTP', () => {
  it.each([
    [[], 'ok'],
    [[before(59 * 1000)], 'too-soon'],
    [[before(60 * 1000)], 'ok'],
    [[before(5 * MINUTE), before(4 * MINUTE), before(3 * MINUTE), before(2 * MINUTE)], 'ok'],
    [[before(5 * MINUTE), before(4 * MINUTE), before(3 * MINUTE), before(2 * MINUTE), before(MINUTE)], 'daily-limit'],
  ])('requests %j → %s', (times, verdict) => {
    expect(otpRequestVerdict(times, NOW)).toBe(verdict);
  });

  const record = (change: Partial<OtpRecord> = {}): OtpRecord => ({
    hashed_id: 'h',
    phone_number: '+962791234567',
    code: '123456',
    purpose: 'no-user',
    user_id: null,
    created_at: before(MINUTE),
    wrong_attempts: 0,
    locked_at: null,
    used: false,
    ...change,
  });

  it.each([
    ['the right code', 'ok', record(), '123456'],
    ['a wrong code', 'wrong', record(), '654321'],
    ['a used code', 'used', record({ used: true }), '123456'],
    ['a 10-minute-old code', 'expired', record({ created_at: before(10 * MINUTE) }), '123456'],
    ['a locked code', 'locked', record({ locked_at: before(MINUTE) }), '123456'],
    ['a code locked a day ago', 'expired', record({ locked_at: before(DAY_MS), created_at: before(DAY_MS) }), '123456'],
  ])('%s → %s', (_case, verdict, otp, code) => {
    expect(otpVerdict(otp, code, NOW)).toBe(verdict);
  });

  it('locks on the 5th wrong attempt', () => {
    const otp = record();
    expect([1, 2, 3, 4].map(() => addWrongOtpAttempt(otp, NOW))).toEqual([false, false, false, false]);
    expect(addWrongOtpAttempt(otp, NOW)).toBe(true);
    expect(otp.locked_at).toBe(NOW.toISOString());
  });

  it('makes 6-digit codes, leading zeros kept', () => {
    expect(generateOtpCode(() => 0)).toBe('000000');
    expect(generateOtpCode(() => 0.0421)).toBe('042100');
    expect(generateOtpCode(() => 0.9999999)).toBe('999999');
  });

  it('keeps a verified number usable for sign-up for 30 minutes', () => {
    expect(isPhoneVerificationFresh(before(29 * MINUTE), NOW)).toBe(true);
    expect(isPhoneVerificationFresh(before(30 * MINUTE), NOW)).toBe(false);
    expect(isPhoneVerificationFresh(undefined, NOW)).toBe(false);
  });
});

describe('emailed tokens', () => {
  const token = (change: Partial<EmailToken>): EmailToken => ({
    token: 't',
    kind: 'verify-email',
    user_id: 1,
    email: 'a@b.co',
    created_at: before(MINUTE),
    used: false,
    ...change,
  });

  it.each([
    ['a fresh verify token', token({}), 'verify-email', true],
    ['a used token', token({ used: true }), 'verify-email', false],
    ['a 24-hour-old verify token', token({ created_at: before(DAY_MS) }), 'verify-email', false],
    [
      'a 59-minute-old reset token',
      token({ kind: 'reset-password', created_at: before(59 * MINUTE) }),
      'reset-password',
      true,
    ],
    [
      'a 1-hour-old reset token',
      token({ kind: 'reset-password', created_at: before(60 * MINUTE) }),
      'reset-password',
      false,
    ],
    ['a token of the other kind', token({}), 'reset-password', false],
    ['no token', undefined, 'verify-email', false],
  ] as const)('%s → usable %s', (_case, value, kind, usable) => {
    expect(isTokenUsable(value, kind, NOW)).toBe(usable);
  });
});

describe('passwords', () => {
  it.each([
    ['Password123', 'Password123', 'ok'],
    ['Password123', 'Password124', 'mismatch'],
    ['short', 'short', 'too-short'],
    ['12345678', '12345678', 'ok'],
  ])('%s / %s → %s', (password, confirmation, verdict) => {
    expect(newPasswordVerdict(password, confirmation)).toBe(verdict);
  });
});

describe('simulated Google codes', () => {
  it('round-trips an email', () => {
    expect(decodeGoogleCode(encodeGoogleCode('Someone@Gmail.com'))).toBe('someone@gmail.com');
    expect(encodeGoogleCode('a@b.co')).toMatch(/^sandbox-google\.[A-Za-z0-9_-]+$/);
  });

  it.each(['', 'google.abc', 'sandbox-google.', 'sandbox-google.!!', `sandbox-google.${btoa('not an email')}`])(
    'rejects %j',
    (code) => {
      expect(decodeGoogleCode(code)).toBeNull();
    },
  );
});
