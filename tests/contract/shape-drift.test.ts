// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cityShape,
  countryShape,
  namedRefShape,
  neighborhoodShape,
  userProfileShape,
} from '@/services/api/common-shapes';
import { listOf, nullable, objectOf, type Shape } from '@/services/api/shape';
import { balanceShape, topUpShape } from '@/services/balance';
import { mainCategoryShape, questionShape, subServiceShape } from '@/services/catalogue';
import { testimonialShape } from '@/services/content';
import { hiddenJobShape, jobDetailsShape, jobOpportunityShape, scheduledWorkShape } from '@/services/jobs';
import { notificationShape } from '@/services/notifications';
import { offerShape } from '@/services/offers';
import { providerProfileShape } from '@/services/provider-account';
import { publicProviderShape } from '@/services/provider-profile';
import { requestDetailsShape, requestSummaryShape } from '@/services/requests';
import { ratingShape } from '@/services/reviews';
import { addressShape } from '@/services/settings';
import { loadContract } from './openapi';
import { driftOf } from './shape-drift';

interface Row {
  shape: string;
  declared: Shape;
  /** The schema under components/schemas in docs/api/openapi.yaml. */
  schema: string;
  /** Document-required fields no screen reads, so the shape leaves them unchecked (a decision, kept here). */
  unread: string[];
}

const SUMMARY_UNREAD = ['sub_service.category'];
const MY_RATING_UNREAD = ['request', 'direction', 'rater', 'rated', 'scores', 'experience', 'created_at'];
const DETAILS_UNREAD = [
  ...SUMMARY_UNREAD,
  ...['city', 'neighborhood', 'address_type'].map((f) => `address.${f}`),
  'answers[].question_type',
  ...MY_RATING_UNREAD.map((field) => `my_rating.${field}`),
];
const OFFER_UNREAD = ['provider.main_category', 'provider.city'];
const JOB_DETAILS_UNREAD = [...DETAILS_UNREAD, ...OFFER_UNREAD.map((field) => `my_offer.${field}`)];

/** Every shape a service checks an answer against, with its schema in the contract. */
const ROWS: Row[] = [
  { shape: 'countryShape', declared: countryShape(), schema: 'Country', unread: [] },
  { shape: 'userProfileShape', declared: userProfileShape(), schema: 'UserProfile', unread: [] },
  { shape: 'cityShape', declared: cityShape(), schema: 'City', unread: [] },
  { shape: 'neighborhoodShape', declared: neighborhoodShape(), schema: 'Neighborhood', unread: [] },
  { shape: 'mainCategoryShape', declared: mainCategoryShape(), schema: 'MainCategory', unread: [] },
  { shape: 'subServiceShape', declared: subServiceShape(), schema: 'SubService', unread: [] },
  { shape: 'questionShape', declared: questionShape(), schema: 'Question', unread: [] },
  { shape: 'addressShape', declared: addressShape(), schema: 'Address', unread: [] },
  { shape: 'notificationShape', declared: notificationShape(), schema: 'AppNotification', unread: [] },
  { shape: 'topUpShape', declared: topUpShape(), schema: 'TopUp', unread: [] },
  { shape: 'namedRefShape', declared: namedRefShape(), schema: 'NamedRef', unread: [] },
  {
    shape: 'requestSummaryShape',
    declared: requestSummaryShape(),
    schema: 'ServiceRequestSummary',
    unread: SUMMARY_UNREAD,
  },
  {
    shape: 'requestDetailsShape',
    declared: requestDetailsShape(),
    schema: 'ServiceRequestDetails',
    unread: DETAILS_UNREAD,
  },
  { shape: 'offerShape', declared: offerShape(), schema: 'Offer', unread: OFFER_UNREAD },
  { shape: 'jobOpportunityShape', declared: jobOpportunityShape(), schema: 'JobOpportunity', unread: SUMMARY_UNREAD },
  { shape: 'jobDetailsShape', declared: jobDetailsShape(), schema: 'JobDetails', unread: JOB_DETAILS_UNREAD },
  {
    shape: 'hiddenJobShape',
    declared: hiddenJobShape(),
    schema: 'HiddenJob',
    unread: SUMMARY_UNREAD.map((path) => `job.${path}`),
  },
  {
    shape: 'scheduledWorkShape',
    declared: scheduledWorkShape(),
    schema: 'ScheduledWork',
    unread: JOB_DETAILS_UNREAD.map((path) => `job.${path}`),
  },
  { shape: 'ratingShape', declared: ratingShape(), schema: 'Rating', unread: ['rated'] },
  {
    shape: 'testimonialShape',
    declared: testimonialShape(),
    schema: 'Testimonial',
    unread: [],
  },
  { shape: 'balanceShape', declared: balanceShape(), schema: 'Balance', unread: ['currency'] },
  {
    shape: 'providerProfileShape',
    declared: providerProfileShape(),
    schema: 'ProviderProfile',
    unread: ['user', 'location_changed_at', 'rating_average', 'ratings_count', 'completed_jobs', 'created_at'],
  },
  {
    shape: 'publicProviderShape',
    declared: publicProviderShape(),
    schema: 'PublicProviderProfile',
    unread: ['main_category', 'city', 'covered_areas'],
  },
];

const { document } = loadContract();

/** What is wrong between a row's shape and its schema, said for whoever changed one of them. */
function problems(row: Row): string[] {
  const { extra, skipped } = driftOf(document, row.declared, row.schema);
  const unread = new Set(row.unread);
  return [
    ...extra.map(
      (path) =>
        `${row.shape} requires ${path}, which ${row.schema} in docs/api/openapi.yaml does not: ` +
        'a backend may leave it out and the screen would fail. Require it in the document or drop it from the shape.',
    ),
    ...skipped
      .filter((path) => !unread.has(path))
      .map(
        (path) =>
          `${row.schema} requires ${path}, which ${row.shape} does not check: ` +
          'declare it in the shape if a screen reads it, else list it as unread in tests/contract/shape-drift.test.ts.',
      ),
    ...row.unread
      .filter((path) => !skipped.includes(path))
      .map((path) => `${row.shape}: ${path} is listed as unread but is checked or no longer required; remove it.`),
  ];
}

describe('shape declarations against docs/api/openapi.yaml', () => {
  it.each(ROWS.map((row) => [row.shape, row.schema, row] as const))(
    '%s requires what %s requires, skipping only the unread',
    (_shape, _schema, row) => {
      expect(problems(row)).toEqual([]);
    },
  );

  it('fails a shape requiring a field the document does not, and a required field read but skipped', () => {
    // Planted: the country's shape also requires `currency` and no longer checks `dial_code`.
    const { dial_code: _skipped, ...fields } = countryShape().fields;
    const planted = objectOf({ ...fields, currency: 'string' });
    expect(problems({ shape: 'countryShape', declared: planted, schema: 'Country', unread: [] })).toEqual([
      'countryShape requires currency, which Country in docs/api/openapi.yaml does not: a backend may leave it out ' +
        'and the screen would fail. Require it in the document or drop it from the shape.',
      'Country requires dial_code, which countryShape does not check: declare it in the shape if a screen reads it, ' +
        'else list it as unread in tests/contract/shape-drift.test.ts.',
    ]);
  });

  it('follows nested objects, lists and nullable fields into their schemas', () => {
    const planted = objectOf({ id: 'number', user: nullable(objectOf({ id: 'number', nickname: 'string' })) });
    const drift = driftOf(document, planted, 'UserProfile');
    expect(drift.extra).toEqual(['user.nickname']);
    expect(drift.skipped).toContain('user.email');
    const listed = objectOf({
      ...questionShape().fields,
      options: listOf(objectOf({ id: 'number' })),
    });
    expect(driftOf(document, listed, 'Question').skipped).toEqual(['options[].label_ar', 'options[].label_en']);
  });

  it('fails an unread entry that is checked after all', () => {
    expect(problems({ shape: 'topUpShape', declared: topUpShape(), schema: 'TopUp', unread: ['status'] })).toEqual([
      'topUpShape: status is listed as unread but is checked or no longer required; remove it.',
    ]);
  });
});
