// @vitest-environment node
import { V } from '@/services/shared/validation-messages';
import { table } from '@/services/shared/validation.test-kit';
import { addressSchema, changePasswordSchema, closeAccountSchema, editProfileSchema } from './account-forms';

/* The account's forms: the password, the profile, an address, closing the account. */

describe('password on closing: only required', () => {
  table(closeAccountSchema, 'password', {}, [
    ['anything', null],
    ['', V.passwordRequired],
  ]);
});

describe('changing the password', () => {
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

describe('edit profile: last name', () => {
  table(editProfileSchema, 'last_name', {}, [
    ['الخطيب', null],
    ['', V.lastNameRequired],
    ['Smith2', V.nameInvalid],
  ]);
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
