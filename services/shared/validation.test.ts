// @vitest-environment node
import * as yup from 'yup';
import { normalizePhone, reasonSchema } from './validation';
import { V } from './validation-messages';
import { table } from './validation.test-kit';

/* The field rules the domains' forms share: the phone's normal form, a reason; and the messages. */

describe('normalizePhone', () => {
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

describe('a required reason', () => {
  table(reasonSchema(yup), 'reason', {}, [
    ['Found someone else', null],
    ['   ', V.required],
    ['', V.required],
  ]);
  table(reasonSchema(yup, true), 'reason', {}, [['', null]]);
});

describe('the messages', () => {
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
