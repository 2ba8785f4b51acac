// @vitest-environment node
import * as yup from 'yup';
import { V } from '@/services/shared/validation-messages';
import { table } from '@/services/shared/validation.test-kit';
import { requestDetailsSchema } from './request-details-form';

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
  table(requestDetailsSchema(yup), 'address', saved, [
    [7, null],
    ['new', null],
    ['', V.addressRequired],
    [undefined, V.addressRequired],
    ['7', V.addressRequired],
  ]);
  // A saved address: the new address's empty fields are not asked for.
  table(requestDetailsSchema(yup), 'city', saved, [['', null]]);
  table(requestDetailsSchema(yup), 'name', saved, [['', null]]);
  // A new one: the address book's rule.
  table(requestDetailsSchema(yup), 'city', fresh, [
    [1, null],
    ['', V.cityRequired],
  ]);
  table(requestDetailsSchema(yup), 'neighborhood', fresh, [['', V.neighborhoodRequired]]);
  table(requestDetailsSchema(yup), 'name', fresh, [
    ['  ', V.addressNameRequired],
    ['x'.repeat(101), V.tooLong],
  ]);
  table(requestDetailsSchema(yup), 'timing', saved, [
    ['urgent', null],
    ['planning', null],
    ['', V.timingRequired],
    ['tomorrow', V.timingRequired],
  ]);
  table(requestDetailsSchema(yup), 'comment', saved, [
    ['', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), V.tooLong],
  ]);
});
