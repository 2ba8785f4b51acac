// @vitest-environment node
import { normalizeDigits } from './digits';
import {
  changePasswordSchema,
  closeAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  normalizeOtp,
  otpSchema,
  registerSchema,
  resetPasswordSchema,
} from './validation';
import { V } from './validation-messages';
import { table } from './validation.test-kit';

/* The credentials' rules: email, the sign-in identifier, passwords and the one-time code. */

describe('email', () => {
  table(forgotPasswordSchema, 'email', {}, [
    ['person@example.com', null],
    ['first.last+tag@mail.example.jo', null],
    ['under_score%x-y@sub-domain.co', null],
    ['UPPER@EXAMPLE.COM', null],
    ['  padded@example.com  ', null],
    ['a@b.info', null],
    ['', V.emailRequired],
    ['   ', V.emailRequired],
    [undefined, V.emailRequired],
    ['plainaddress', V.emailInvalid],
    ['@example.com', V.emailInvalid],
    ['person@', V.emailInvalid],
    ['person@example', V.emailInvalid],
    ['person@example.c', V.emailInvalid],
    ['person@example.museum', V.emailInvalid],
    ['person@example.c0m', V.emailInvalid],
    ['per son@example.com', V.emailInvalid],
    ['person!@example.com', V.emailInvalid],
    ['سارة@example.com', V.emailInvalid],
    ['a@b@example.com', V.emailInvalid],
  ]);
});

describe('sign-in identifier (email or phone)', () => {
  table(loginSchema, 'email', { password: 'x' }, [
    ['client@sandbox.test', null],
    ['0791234567', null],
    ['+962791234567', null],
    ['٠٧٩١٢٣٤٥٦٧', null],
    ['', V.identifierRequired],
    ['client@sandbox', V.emailInvalid],
    ['12345', V.identifierInvalid],
    ['client', V.identifierInvalid],
  ]);
});

describe('password on sign-in and closing: only required', () => {
  table(loginSchema, 'password', { email: 'a@b.co' }, [
    ['Password123', null],
    ['short', null],
    ['', V.passwordRequired],
    [undefined, V.passwordRequired],
  ]);
  table(closeAccountSchema, 'password', {}, [
    ['anything', null],
    ['', V.passwordRequired],
  ]);
});

describe('new password: at least 8 characters', () => {
  table(registerSchema, 'password', {}, [
    ['12345678', null],
    ['Password123', null],
    ['كلمة مرور طويلة', null],
    ['1234567', V.passwordMin],
    ['a', V.passwordMin],
    ['', V.passwordRequired],
    ['x'.repeat(128), null],
    ['x'.repeat(129), V.passwordTooLong],
  ]);
});

describe('password confirmation', () => {
  table(resetPasswordSchema, 'confirm_password', { new_password: 'Password123' }, [
    ['Password123', null],
    ['password123', V.passwordMismatch],
    ['Password12', V.passwordMismatch],
    ['Password123 ', V.passwordMismatch],
    ['', V.passwordRequired],
  ]);
  table(changePasswordSchema, 'confirm_new_password', { old_password: 'x', new_password: 'NewPassword1' }, [
    ['NewPassword1', null],
    ['Password123', V.passwordMismatch],
  ]);
  table(changePasswordSchema, 'old_password', { new_password: 'NewPassword1', confirm_new_password: 'NewPassword1' }, [
    ['old', null],
    ['', V.passwordRequired],
  ]);
  table(changePasswordSchema, 'new_password', { old_password: 'x' }, [
    ['NewPassword1', null],
    ['short', V.passwordMin],
  ]);
});

describe('OTP: exactly 6 digits, Arabic-Indic accepted', () => {
  table(otpSchema, 'otp', {}, [
    ['123456', null],
    ['٠١٢٣٤٥', null],
    ['۱۲۳۴۵۶', null],
    ['123 456', null],
    ['', V.otpRequired],
    ['12345', V.otpInvalid],
    ['1234567', V.otpInvalid],
    ['12a456', V.otpInvalid],
    ['1234', V.otpInvalid],
  ]);

  it('normalises digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeOtp(' ١٢٣ ٤٥٦ ')).toBe('123456');
  });
});
