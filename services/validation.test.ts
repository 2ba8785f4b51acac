import { normalizeDigits } from './digits';
import {
  addressSchema,
  changePasswordSchema,
  closeAccountSchema,
  editProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  normalizeOtp,
  normalizePhone,
  offerPriceField,
  otpSchema,
  phoneSchema,
  registerNoUserSchema,
  registerSchema,
  reasonSchema,
  reportSchema,
  rateProviderSchema,
  requestDetailsSchema,
  resetPasswordSchema,
} from './validation';
import { V } from './validation-messages';
import type { AnyObject, ObjectSchema } from 'yup';

/** The first message a schema gives for `values`, or null when they pass. */
function firstError(schema: ObjectSchema<AnyObject>, values: Record<string, unknown>, field: string): string | null {
  try {
    schema.validateSyncAt(field, values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

type Row = [value: unknown, expected: string | null];

function table(schema: ObjectSchema<AnyObject>, field: string, base: Record<string, unknown>, rows: Row[]) {
  it.each(rows)(`${field} = %j → %s`, (value, expected) => {
    expect(firstError(schema, { ...base, [field]: value }, field)).toBe(expected);
  });
}

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

describe('address: every field required', () => {
  const base = { city: 1, neighborhood: 2, address_type: 'home', name: 'Home' };
  table(addressSchema, 'city', base, [
    [1, null],
    ['', V.cityRequired],
    [undefined, V.cityRequired],
  ]);
  table(addressSchema, 'neighborhood', base, [
    [7, null],
    ['', V.neighborhoodRequired],
    [null, V.neighborhoodRequired],
  ]);
  table(addressSchema, 'address_type', base, [
    ['home', null],
    ['work', null],
    ['other', null],
    ['', V.addressTypeRequired],
    ['office', V.addressTypeRequired],
  ]);
  table(addressSchema, 'name', base, [
    ['Mum’s house', null],
    ['ب'.repeat(100), null],
    [`  ${'ب'.repeat(100)}  `, null],
    ['ب'.repeat(101), V.tooLong],
    ['', V.addressNameRequired],
    ['  ', V.addressNameRequired],
  ]);
});

describe('offer price: 10 to 10,000', () => {
  const schema = offerPriceField();
  it.each<[unknown, string | null]>([
    [10, null],
    [10_000, null],
    ['250', null],
    [9.99, V.priceMin],
    [0, V.priceMin],
    [10_001, V.priceMax],
    ['', V.priceRequired],
    ['abc', V.priceRequired],
  ])('%j → %s', (value, expected) => {
    let message: string | null = null;
    try {
      schema.validateSync(value);
    } catch (error) {
      message = (error as { message: string }).message;
    }
    expect(message).toBe(expected);
  });
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

describe('request details: an address (saved or new), the timing, a comment', () => {
  const saved = {
    address: 7,
    city: '',
    neighborhood: '',
    address_type: 'home',
    name: '',
    timing: 'urgent',
    comment: '',
  };
  const fresh = { ...saved, address: 'new', city: 1, neighborhood: 2, name: 'Home' };
  table(requestDetailsSchema, 'address', saved, [
    [7, null],
    ['new', null],
    ['', V.addressRequired],
    [undefined, V.addressRequired],
    ['7', V.addressRequired],
  ]);
  // A saved address: the new address's empty fields are not asked for.
  table(requestDetailsSchema, 'city', saved, [['', null]]);
  table(requestDetailsSchema, 'name', saved, [['', null]]);
  // A new one: the address book's rule.
  table(requestDetailsSchema, 'city', fresh, [
    [1, null],
    ['', V.cityRequired],
  ]);
  table(requestDetailsSchema, 'neighborhood', fresh, [['', V.neighborhoodRequired]]);
  table(requestDetailsSchema, 'name', fresh, [
    ['  ', V.addressNameRequired],
    ['x'.repeat(101), V.tooLong],
  ]);
  table(requestDetailsSchema, 'timing', saved, [
    ['urgent', null],
    ['planning', null],
    ['', V.timingRequired],
    ['tomorrow', V.timingRequired],
  ]);
  table(requestDetailsSchema, 'comment', saved, [
    ['', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), V.tooLong],
  ]);
});

describe('a required reason', () => {
  table(reasonSchema(), 'reason', {}, [
    ['Found someone else', null],
    ['   ', V.required],
    ['', V.required],
  ]);
  table(reasonSchema(true), 'reason', {}, [['', null]]);
});

describe('rating a provider: eight criteria of 1–5 stars and the experience', () => {
  const full = {
    overall_quality: 5,
    communication: 4,
    punctuality: 3,
    professionalism: 5,
    meeting_expectations: 4,
    worth_the_cost: 4,
    work_quality: 5,
    cleanliness: 2,
    experience: 'On time and tidy',
  };
  table(rateProviderSchema, 'punctuality', full, [
    [1, null],
    [5, null],
    ['', V.starsRequired],
    [undefined, V.starsRequired],
    [0, V.starsRequired],
    [6, V.starsRequired],
    [2.5, V.starsRequired],
  ]);
  table(rateProviderSchema, 'cleanliness', full, [['', V.starsRequired]]);
  table(rateProviderSchema, 'experience', full, [
    ['Great', null],
    ['  ', V.required],
  ]);
  it('passes a complete rating', () => {
    expect(rateProviderSchema.isValidSync(full)).toBe(true);
  });
});

describe('a report: a reason from the list', () => {
  table(reportSchema, 'reason', { explanation: '' }, [
    ['no_show', null],
    ['other', null],
    ['', V.required],
    ['rude', V.required],
  ]);
});
