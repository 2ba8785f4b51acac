// @vitest-environment node
import * as yup from 'yup';
import { V } from '@/services/shared/validation-messages';
import { table } from '@/services/shared/validation.test-kit';
import { addressSchema, changePasswordSchema, closeAccountSchema, editProfileSchema } from './account-forms';

/* The account's forms: the password, the profile, an address, closing the account. */

describe('password on closing: only required', () => {
  table(closeAccountSchema(yup), 'password', {}, [
    ['anything', null],
    ['', V.passwordRequired],
  ]);
});

describe('changing the password', () => {
  table(changePasswordSchema(yup), 'confirm_new_password', { old_password: 'x', new_password: 'NewPassword1' }, [
    ['NewPassword1', null],
    ['Password123', V.passwordMismatch],
  ]);
  table(
    changePasswordSchema(yup),
    'old_password',
    { new_password: 'NewPassword1', confirm_new_password: 'NewPassword1' },
    [
      ['old', null],
      ['', V.passwordRequired],
    ],
  );
  table(changePasswordSchema(yup), 'new_password', { old_password: 'x' }, [
    ['NewPassword1', null],
    ['short', V.passwordMin],
  ]);
});

describe('edit profile: last name', () => {
  table(editProfileSchema(yup), 'last_name', {}, [
    ['الخطيب', null],
    ['', V.lastNameRequired],
    ['Smith2', V.nameInvalid],
  ]);
});

describe('edit profile: gender', () => {
  const base = { first_name: 'Sara', last_name: 'Khatib', email: 'a@b.co' };
  table(editProfileSchema(yup), 'gender', base, [
    ['male', null],
    ['female', null],
    ['', null],
    [undefined, null],
    ['other', V.genderInvalid],
  ]);
});

describe('address: every field required', () => {
  const base = { city: 1, neighborhood: 2, address_type: 'home', name: 'Home' };
  table(addressSchema(yup), 'city', base, [
    [1, null],
    ['', V.cityRequired],
    [undefined, V.cityRequired],
  ]);
  table(addressSchema(yup), 'neighborhood', base, [
    [7, null],
    ['', V.neighborhoodRequired],
    [null, V.neighborhoodRequired],
  ]);
  table(addressSchema(yup), 'address_type', base, [
    ['home', null],
    ['work', null],
    ['other', null],
    ['', V.addressTypeRequired],
    ['office', V.addressTypeRequired],
  ]);
  table(addressSchema(yup), 'name', base, [
    ['Mum’s house', null],
    ['ب'.repeat(100), null],
    [`  ${'ب'.repeat(100)}  `, null],
    ['ب'.repeat(101), V.tooLong],
    ['', V.addressNameRequired],
    ['  ', V.addressNameRequired],
  ]);
});
