// @vitest-environment node
import { editProfileSchema, normalizePhone, phoneSchema, registerNoUserSchema, registerSchema } from './validation';
import { V } from './validation-messages';
import { table } from './validation.test-kit';

/* Who the person is: names, a company, the phone, the terms, gender; and the whole sign-up form. */

describe('first and last name', () => {
  table(registerSchema, 'first_name', {}, [
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
  table(editProfileSchema, 'last_name', {}, [
    ['الخطيب', null],
    ['', V.lastNameRequired],
    ['Smith2', V.nameInvalid],
  ]);
});

describe('full name: two words, 3 letters, no digits', () => {
  table(registerNoUserSchema, 'fullName', { isCompany: false }, [
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
  table(registerNoUserSchema, 'companyName', { isCompany: true }, [
    ['Khidma Trading LLC', null],
    ['شركة الخدمة ذ.م.م', null],
    ['Co'.repeat(50), null],
    ['Co'.repeat(50) + 'X', V.tooLong],
    ['', V.companyNameRequired],
    ['   ', V.companyNameRequired],
    [undefined, V.companyNameRequired],
  ]);
  table(registerNoUserSchema, 'companyName', { isCompany: false }, [
    ['', null],
    [undefined, null],
  ]);
});

describe('terms and privacy acceptance', () => {
  table(registerSchema, 'terms', {}, [
    [true, null],
    [false, V.termsRequired],
    [undefined, V.termsRequired],
  ]);
  table(registerNoUserSchema, 'terms', { isCompany: false }, [
    [true, null],
    [false, V.termsRequired],
  ]);
});

describe('phone', () => {
  table(phoneSchema, 'phone_number', {}, [
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

  it.each([
    ['0791234567', '+962791234567'],
    ['791234567', '+962791234567'],
    ['962791234567', '+962791234567'],
    ['+9620791234567', '+962791234567'],
    ['00962 79 123 4567', '+962791234567'],
    ['٠٧٨١٢٣٤٥٦٧', '+962781234567'],
    ['۰۷۷۱۲۳۴۵۶۷', '+962771234567'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
    ['0761234567', null],
    ['', null],
    ['abc', null],
  ])('normalizePhone(%j) = %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('edit profile: gender', () => {
  const base = { first_name: 'Sara', last_name: 'Khatib', email: 'a@b.co' };
  table(editProfileSchema, 'gender', base, [
    ['male', null],
    ['female', null],
    ['', null],
    [undefined, null],
    ['other', V.genderInvalid],
  ]);
});

describe('whole forms', () => {
  it('accepts a complete phone-first company sign-up', () => {
    expect(
      registerNoUserSchema.isValidSync({
        isCompany: true,
        companyName: 'Khidma LLC',
        fullName: 'Sara Khatib',
        email: 'sara@example.com',
        password: 'Password123',
        terms: true,
      }),
    ).toBe(true);
  });

  it('every message is a validation: key present in both locales', async () => {
    const en = (await import('@/locales/en/validation.json')).default as Record<string, string>;
    const ar = (await import('@/locales/ar/validation.json')).default as Record<string, string>;
    for (const key of Object.values(V)) {
      const name = key.replace(/^validation:/, '');
      expect(en[name], key).toBeTruthy();
      expect(ar[name], key).toBeTruthy();
    }
    expect(en.emailInvalid).toBe('Wrong Email');
    expect(en.emailRequired).toBe('Email is required');
    expect(en.passwordMismatch).toBe('Password dose not match');
    expect(en.nameTooShort).toBe('Name is too short');
    expect(en.required).toBe('This field is required');
    expect(en.priceMin).toBe('Minimum allowed is 10');
    expect(en.priceMax).toBe('Maximum allowed is 10,000');
  });
});
