// @vitest-environment node
import * as yup from 'yup';
import { topUpSchema } from '@/services/balance/top-up-form';
import type { MainCategory } from '@/services/catalogue/catalogue';
import { fieldErrors } from '@/services/shared/field-errors';
import { V } from '@/services/shared/validation-messages';
import {
  accountTypeSchema,
  categorySchema,
  descriptionSchema,
  languagesSchema,
  locationSchema,
  pauseSchema,
  subServicesSchema,
  wizardLanding,
  type ChoicesContext,
  type WizardStep,
} from './provider-forms';

const neighborhoods = [
  { id: 11, city: 1, name_en: 'Abdoun', name_ar: 'عبدون' },
  { id: 12, city: 1, name_en: 'Sweifieh', name_ar: 'الصويفية' },
  { id: 21, city: 2, name_en: 'Irbid centre', name_ar: 'وسط إربد' },
];

const category = (id: number, services: number[]): MainCategory => ({
  id,
  icon: 'plumbing',
  name_ar: '',
  name_en: '',
  description_ar: '',
  description_en: '',
  sub_services: services.map((service) => ({
    id: service,
    category: id,
    icon: 'plumbing',
    name_ar: '',
    name_en: '',
    description_ar: '',
    description_en: '',
  })),
});

const categories = [category(1, [101, 102]), category(2, [201, 202])];

type Row = [value: Record<string, unknown>, expected: Record<string, string>];

describe('the provider wizard schemas', () => {
  it.each<Row>([
    [{ account_type: 'personal' }, {}],
    [{ account_type: 'personal', company_name: '' }, {}],
    [{ account_type: 'company', company_name: 'Al-Noor Cleaning Co.' }, {}],
    [{ account_type: 'company' }, { company_name: V.companyNameRequired }],
    [{ account_type: 'company', company_name: '   ' }, { company_name: V.companyNameRequired }],
    [{ account_type: 'company', company_name: 'x'.repeat(101) }, { company_name: V.tooLong }],
    [{ account_type: '' }, { account_type: V.accountTypeRequired }],
    [{ account_type: 'team' }, { account_type: V.accountTypeRequired }],
  ])('account type %j → %j', (value, expected) => expect(fieldErrors(accountTypeSchema(yup), value)).toEqual(expected));

  it.each<Row>([
    [{ languages: [] }, { languages: V.languagesRequired }],
    [{ languages: ['ar'] }, {}],
    [{ languages: ['ar', 'en', 'fr', 'de'] }, {}],
    [{ languages: ['ar', 'en', 'fr', 'de', 'tr'] }, { languages: V.languagesMax }],
  ])('languages %j → %j', (value, expected) => expect(fieldErrors(languagesSchema(yup), value)).toEqual(expected));

  it.each<Row>([
    [{ main_category: null }, { main_category: V.categoryRequired }],
    [{ main_category: 1 }, {}],
    [{ main_category: 9 }, { main_category: V.categoryRequired }],
  ])('main category %j → %j', (value, expected) =>
    expect(fieldErrors(categorySchema(yup), value, { categories })).toEqual(expected),
  );

  it.each<Row>([
    [{ main_category: 2, sub_services: [] }, { sub_services: V.subServicesRequired }],
    [{ main_category: 2, sub_services: [201] }, {}],
    [{ main_category: 2, sub_services: [201, 202] }, {}],
    [{ main_category: 2, sub_services: [201, 101] }, { sub_services: V.subServicesOutsideCategory }],
  ])('sub-services %j → %j', (value, expected) =>
    expect(fieldErrors(subServicesSchema(yup), value, { categories })).toEqual(expected),
  );

  const images = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index) }));
  it.each<Row>([
    [{ description: '  ', gallery: [] }, { description: V.descriptionRequired }],
    [{ description: 'Leaks fixed the same day', gallery: images(6) }, {}],
    [{ description: 'Leaks fixed the same day', gallery: images(7) }, { gallery: V.galleryMax }],
    [{ description: 'x'.repeat(1001), gallery: [] }, { description: V.tooLong }],
  ])('description and gallery %j → %j', (value, expected) =>
    expect(fieldErrors(descriptionSchema(yup), value)).toEqual(expected),
  );

  it.each<Row>([
    [
      { city: null, covered_areas: [] },
      { city: V.cityRequired, covered_areas: V.areasRequired },
    ],
    [{ city: 1, covered_areas: [] }, { covered_areas: V.areasRequired }],
    [{ city: 1, covered_areas: [11, 12] }, {}],
    [{ city: 1, covered_areas: [11, 21] }, { covered_areas: V.areasOutsideCity }],
    [{ city: 2, covered_areas: [11] }, { covered_areas: V.areasOutsideCity }],
  ])('services location %j → %j', (value, expected) =>
    expect(fieldErrors(locationSchema(yup), value, { neighborhoods })).toEqual(expected),
  );

  it.each<Row>([
    [{ days: 0 }, { days: V.pauseDays }],
    [{ days: 1 }, {}],
    [{ days: 3 }, {}],
    [{ days: 30 }, {}],
    [{ days: 31 }, { days: V.pauseDays }],
    [{ days: 2.5 }, { days: V.pauseDays }],
    [{ days: '' }, { days: V.pauseDays }],
  ])('pause %j → %j', (value, expected) => expect(fieldErrors(pauseSchema(yup), value)).toEqual(expected));

  it.each<Row>([
    [{ amount: '' }, { amount: V.topUpRequired }],
    [{ amount: 4 }, { amount: V.topUpMin }],
    [{ amount: 5 }, {}],
    [{ amount: 500 }, {}],
    [{ amount: 501 }, { amount: V.topUpMax }],
  ])('top-up %j → %j', (value, expected) => expect(fieldErrors(topUpSchema(yup), value)).toEqual(expected));
});

describe('where the wizard opened at a step lands', () => {
  const context = { categories, neighborhoods };
  const valid = {
    account_type: 'company',
    company_name: 'Al-Noor Cleaning Co.',
    languages: ['ar', 'en'],
    main_category: 2,
    sub_services: [201],
    description: 'Leaks fixed the same day',
    gallery: [],
    city: 1,
    covered_areas: [11, 12],
  };
  /** What breaks each step's rule, as a draft edited by hand could. */
  const breaks = {
    'account-type': { account_type: 'team' },
    languages: { languages: ['ar', 'en', 'fr', 'de', 'tr'] },
    category: { main_category: 9 },
    services: { sub_services: [201, 101] },
    details: { description: ' ' },
    location: { covered_areas: [11, 21] },
  };
  const broken = (...steps: (keyof typeof breaks)[]) =>
    steps.reduce<object>((draft, step) => ({ ...draft, ...breaks[step] }), valid);

  it.each<
    [opened: WizardStep, draft: object, lands: WizardStep, errors: Record<string, string>, context?: ChoicesContext]
  >([
    ['checklist', valid, 'checklist', {}],
    ['checklist', broken('account-type', 'languages'), 'checklist', {}],
    ['account-type', valid, 'account-type', {}],
    ['account-type', broken('account-type'), 'account-type', {}],
    ['languages', valid, 'languages', {}],
    ['languages', broken('account-type'), 'account-type', { account_type: V.accountTypeRequired }],
    // A company sign-up that left the name out lands on the account type, the name asked.
    ['languages', { ...valid, company_name: '' }, 'account-type', { company_name: V.companyNameRequired }],
    // What a provider's sign-up answered (the checklist, individual or a named company): the wizard continues at the languages.
    ['review', { account_type: 'personal' }, 'languages', { languages: V.languagesRequired }, {}],
    [
      'review',
      { account_type: 'company', company_name: 'Al-Noor Cleaning Co.' },
      'languages',
      { languages: V.languagesRequired },
      {},
    ],
    ['category', valid, 'category', {}],
    ['category', broken('languages'), 'languages', { languages: V.languagesMax }],
    ['services', valid, 'services', {}],
    ['services', broken('category'), 'category', { main_category: V.categoryRequired }],
    ['details', valid, 'details', {}],
    ['details', broken('services'), 'services', { sub_services: V.subServicesOutsideCategory }],
    ['location', valid, 'location', {}],
    ['location', broken('details'), 'details', { description: V.descriptionRequired }],
    ['location', broken('location'), 'location', {}],
    ['review', valid, 'review', {}],
    ['review', broken('location'), 'location', { covered_areas: V.areasOutsideCity }],
    ['review', broken('location', 'services', 'languages'), 'languages', { languages: V.languagesMax }],
    // Before the lists load, what they are needed for is not judged: the screen waits for them.
    ['review', broken('location', 'services'), 'review', {}, {}],
  ])('opened at %s with %j → %s %j', (opened, draft, lands, errors, given = context) =>
    expect(wizardLanding(yup, opened, draft, given)).toEqual({ step: lands, errors }),
  );
});
