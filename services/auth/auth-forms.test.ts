// @vitest-environment node
import * as yup from 'yup';
import { normalizeDigits } from '@/services/shared/digits';
import { V } from '@/services/shared/validation-messages';
import { table } from '@/services/shared/validation.test-kit';
import {
  forgotPasswordSchema,
  loginSchema,
  normalizeOtp,
  otpSchema,
  phoneSchema,
  registerNoUserSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth-forms';

/* The sign-in and sign-up forms: email, the sign-in identifier, passwords, the code, names, a company, the phone, the terms. */

describe('email', () => {
  table(forgotPasswordSchema(yup), 'email', {}, [
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
  table(loginSchema(yup), 'email', { password: 'x' }, [
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

describe('password on sign-in: only required', () => {
  table(loginSchema(yup), 'password', { email: 'a@b.co' }, [
    ['Password123', null],
    ['short', null],
    ['', V.passwordRequired],
    [undefined, V.passwordRequired],
  ]);
});

describe('new password: at least 8 characters', () => {
  table(registerSchema(yup), 'password', {}, [
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
  table(resetPasswordSchema(yup), 'confirm_password', { new_password: 'Password123' }, [
    ['Password123', null],
    ['password123', V.passwordMismatch],
    ['Password12', V.passwordMismatch],
    ['Password123 ', V.passwordMismatch],
    ['', V.passwordRequired],
  ]);
});

describe('OTP: exactly 6 digits, Arabic-Indic accepted', () => {
  table(otpSchema(yup), 'otp', {}, [
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

describe('first and last name', () => {
  table(registerSchema(yup), 'first_name', {}, [
    ['Sara', null],
    ['سارة', null],
    ['عبدُ الله', null],
    ['Mary-Jane', null],
    ["O'Neil", null],
    ['O’Neil', null],
    ['Abu Bakr', null],
    ['  Sara  ', null],
    ['Zoë', null],
    ['ا'.repeat(150), null],
    ['ا'.repeat(151), V.tooLong],
    ['', V.firstNameRequired],
    ['   ', V.firstNameRequired],
    ['Sara1', V.nameInvalid],
    ['سارة٣', V.nameInvalid],
    ['Mary--Jane', V.nameInvalid],
    ['Abu  Bakr', V.nameInvalid],
    ["O''Neil", V.nameInvalid],
    ['-Sara', V.nameInvalid],
    ['Sara-', V.nameInvalid],
    ['Sara!', V.nameInvalid],
    ['Sara_K', V.nameInvalid],
  ]);
});

describe('full name: two words, 3 letters, no digits', () => {
  table(registerNoUserSchema(yup), 'fullName', { isCompany: false }, [
    ['Sara Khatib', null],
    ['سارة الخطيب', null],
    ['Li Na', null],
    ['Mary-Jane  Watson', null],
    ['A Bc', null],
    [`${'ا'.repeat(75)} ${'ب'.repeat(74)}`, null],
    [`${'ا'.repeat(75)} ${'ب'.repeat(75)}`, V.tooLong],
    ['', V.fullNameRequired],
    ['Sara', V.nameTooShort],
    ['سارة', V.nameTooShort],
    ['A B', V.nameTooShort],
    ['Sara 2nd', V.nameInvalid],
    ['Sara_Khatib', V.nameInvalid],
  ]);
});

describe('company name: required only for a company', () => {
  table(registerNoUserSchema(yup), 'companyName', { isCompany: true }, [
    ['Khidma Trading LLC', null],
    ['شركة الخدمة ذ.م.م', null],
    ['Co'.repeat(50), null],
    ['Co'.repeat(50) + 'X', V.tooLong],
    ['', V.companyNameRequired],
    ['   ', V.companyNameRequired],
    [undefined, V.companyNameRequired],
  ]);
  table(registerNoUserSchema(yup), 'companyName', { isCompany: false }, [
    ['', null],
    [undefined, null],
  ]);
});

describe('terms and privacy acceptance', () => {
  table(registerSchema(yup), 'terms', {}, [
    [true, null],
    [false, V.termsRequired],
    [undefined, V.termsRequired],
  ]);
  table(registerNoUserSchema(yup), 'terms', { isCompany: false }, [
    [true, null],
    [false, V.termsRequired],
  ]);
});

describe('phone', () => {
  table(phoneSchema(yup), 'phone_number', {}, [
    ['0791234567', null],
    ['0781234567', null],
    ['0771234567', null],
    ['+962791234567', null],
    ['00962791234567', null],
    ['079 123 4567', null],
    ['(079) 123-4567', null],
    ['٠٧٩١٢٣٤٥٦٧', null],
    ['+447911123456', null],
    ['+966501234567', null],
    ['', V.phoneRequired],
    ['0761234567', V.phoneInvalid],
    ['079123456', V.phoneInvalid],
    ['07912345678', V.phoneInvalid],
    ['+96261234567', V.phoneInvalid],
    ['+9627912345', V.phoneInvalid],
    ['12345', V.phoneInvalid],
    ['+0123456789', V.phoneInvalid],
    ['phone', V.phoneInvalid],
    ['+1234567890123456', V.phoneInvalid],
  ]);
});

describe('whole forms', () => {
  it('accepts a complete phone-first company sign-up', () => {
    expect(
      registerNoUserSchema(yup).isValidSync({
        isCompany: true,
        companyName: 'Khidma LLC',
        fullName: 'Sara Khatib',
        email: 'sara@example.com',
        password: 'Password123',
        terms: true,
      }),
    ).toBe(true);
  });
});
