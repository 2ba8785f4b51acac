import {
  accountTypeSchema,
  categorySchema,
  descriptionSchema,
  fieldErrors,
  languagesSchema,
  locationSchema,
  pauseSchema,
  subServicesSchema,
  topUpSchema,
} from './provider-forms';
import { V } from './validation-messages';

const neighborhoods = [
  { id: 11, city: 1, name_en: 'Abdoun', name_ar: 'عبدون' },
  { id: 12, city: 1, name_en: 'Sweifieh', name_ar: 'الصويفية' },
  { id: 21, city: 2, name_en: 'Irbid centre', name_ar: 'وسط إربد' },
];

type Row = [value: Record<string, unknown>, expected: Record<string, string>];

describe('the provider wizard schemas', () => {
  it.each<Row>([
    [{ account_type: 'personal' }, {}],
    [{ account_type: 'company' }, {}],
    [{ account_type: '' }, { account_type: V.accountTypeRequired }],
    [{ account_type: 'team' }, { account_type: V.accountTypeRequired }],
  ])('account type %j → %j', (value, expected) => expect(fieldErrors(accountTypeSchema, value)).toEqual(expected));

  it.each<Row>([
    [{ languages: [] }, { languages: V.languagesRequired }],
    [{ languages: ['ar'] }, {}],
    [{ languages: ['ar', 'en', 'fr', 'de'] }, {}],
    [{ languages: ['ar', 'en', 'fr', 'de', 'tr'] }, { languages: V.languagesMax }],
  ])('languages %j → %j', (value, expected) => expect(fieldErrors(languagesSchema, value)).toEqual(expected));

  it.each<Row>([
    [{ main_category: null }, { main_category: V.categoryRequired }],
    [{ main_category: 1 }, {}],
  ])('main category %j → %j', (value, expected) => expect(fieldErrors(categorySchema, value)).toEqual(expected));

  it.each<Row>([
    [{ sub_services: [] }, { sub_services: V.subServicesRequired }],
    [{ sub_services: [201] }, {}],
    [{ sub_services: [201, 202] }, {}],
  ])('sub-services %j → %j', (value, expected) => expect(fieldErrors(subServicesSchema, value)).toEqual(expected));

  const images = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index) }));
  it.each<Row>([
    [{ description: '  ', gallery: [] }, { description: V.descriptionRequired }],
    [{ description: 'Leaks fixed the same day', gallery: images(6) }, {}],
    [{ description: 'Leaks fixed the same day', gallery: images(7) }, { gallery: V.galleryMax }],
    [{ description: 'x'.repeat(1001), gallery: [] }, { description: V.descriptionTooLong }],
  ])('description and gallery %j → %j', (value, expected) => expect(fieldErrors(descriptionSchema, value)).toEqual(expected));

  it.each<Row>([
    [{ city: null, covered_areas: [] }, { city: V.cityRequired, covered_areas: V.areasRequired }],
    [{ city: 1, covered_areas: [] }, { covered_areas: V.areasRequired }],
    [{ city: 1, covered_areas: [11, 12] }, {}],
    [{ city: 1, covered_areas: [11, 21] }, { covered_areas: V.areasOutsideCity }],
    [{ city: 2, covered_areas: [11] }, { covered_areas: V.areasOutsideCity }],
  ])('services location %j → %j', (value, expected) => expect(fieldErrors(locationSchema, value, { neighborhoods })).toEqual(expected));

  it.each<Row>([
    [{ days: 0 }, { days: V.pauseDays }],
    [{ days: 1 }, {}],
    [{ days: 3 }, {}],
    [{ days: 30 }, {}],
    [{ days: 31 }, { days: V.pauseDays }],
    [{ days: 2.5 }, { days: V.pauseDays }],
    [{ days: '' }, { days: V.pauseDays }],
  ])('pause %j → %j', (value, expected) => expect(fieldErrors(pauseSchema, value)).toEqual(expected));

  it.each<Row>([
    [{ amount: '' }, { amount: V.topUpRequired }],
    [{ amount: 4 }, { amount: V.topUpMin }],
    [{ amount: 5 }, {}],
    [{ amount: 500 }, {}],
    [{ amount: 501 }, { amount: V.topUpMax }],
  ])('top-up %j → %j', (value, expected) => expect(fieldErrors(topUpSchema, value)).toEqual(expected));
});
