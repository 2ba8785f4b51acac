// @vitest-environment node
import { rateProviderSchema } from '@/services/reviews/rating-forms';
import { addressSchema, offerPriceField, reasonSchema, reportSchema, requestDetailsSchema } from './validation';
import { V } from './validation-messages';
import { table } from './validation.test-kit';

/* The marketplace's forms: an address, a request's details, an offer's price, a reason, a rating, a report. */

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
