// @vitest-environment node
import type { SandboxQuestion } from '@/mocks/data/catalogue/question-flows';
import { DAY_MS } from '@/mocks/shared/clock';
import { MESSAGE_TEXT } from '@/services/api/messages';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews/ratings';
import { LIMITS } from '@/services/shared/limits';
import {
  answersErrors,
  averageScore,
  flowPath,
  freeOffersMessage,
  galleryError,
  imageUrlError,
  isPaused,
  languagesError,
  matchesOfferCount,
  matchesTiming,
  offerImagesError,
  pauseDaysError,
  priceError,
  referenceNumber,
  requestImagesError,
  requestVisibility,
  scoresError,
  serviceAreaError,
} from './market';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('offer price (10 to 10,000)', () => {
  it.each([10, 10.5, 500, 9999.99, 10_000])('%s is fine', (price) => {
    expect(priceError(price)).toBeNull();
  });

  it.each([
    [9.99, 'Minimum allowed is 10'],
    [0, 'Minimum allowed is 10'],
    [-50, 'Minimum allowed is 10'],
    [10_000.01, 'Maximum allowed is 10,000'],
    [1_000_000, 'Maximum allowed is 10,000'],
  ])('%s → %s', (price, message) => {
    expect(priceError(price)).toBe(message);
  });
});

describe('the balance message', () => {
  it('says "all 5 free daily offers used" only when none are left', () => {
    expect(freeOffersMessage(0)).toBe('all 5 free daily offers used');
    expect(freeOffersMessage(1)).toBeNull();
    expect(freeOffersMessage(5)).toBeNull();
  });
});

describe('images', () => {
  const dataUrl = (type: string, bytes: number) => `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
  const urls = (count: number) => Array.from({ length: count }, (_, index) => `/sandbox/requests/${index}.jpg`);

  it.each([
    'data:image/png;base64,AQID',
    'data:image/jpeg;base64,AQID',
    'data:image/webp;base64,AQID',
    'data:image/gif;base64,AQID',
    'blob:http://localhost:3000/4f1c',
    '/sandbox/gallery/plumbing-1.jpg',
    'https://cdn.example.com/a.JPEG?size=2',
    'https://cdn.example.com/a.png',
    'https://cdn.example.com/images/42',
  ])('accepts %s', (url) => {
    expect(imageUrlError(url)).toBeNull();
  });

  it.each([
    ['data:application/pdf;base64,AQID', 'PDF not supported'],
    ['https://cdn.example.com/cv.pdf', 'PDF not supported'],
    ['/uploads/CV.PDF', 'PDF not supported'],
    ['data:text/plain;base64,AQID', 'File type not supported'],
    ['data:image/svg+xml;base64,AQID', 'File type not supported'],
    ['https://cdn.example.com/notes.txt', 'File type not supported'],
    [dataUrl('image/png', LIMITS.imageMaxBytes + 3), 'File too large'],
    ['', 'This field is required'],
    ['   ', 'This field is required'],
  ])('refuses image %# with the message', (url, message) => {
    expect(imageUrlError(url)).toBe(message);
  });

  it('measures a data URL by its bytes: exactly 5 MB passes, one byte more fails', () => {
    // 5 MB is divisible by neither 3 nor 4 evenly, so the base64 ends in padding.
    const exact = `data:image/png;base64,${btoa('x'.repeat(LIMITS.imageMaxBytes))}`;
    const over = `data:image/png;base64,${btoa('x'.repeat(LIMITS.imageMaxBytes + 1))}`;
    expect(imageUrlError(exact)).toBeNull();
    expect(imageUrlError(over)).toBe(MESSAGE_TEXT.FILE_TOO_LARGE);
  });

  it.each([0, 1, 5])('a request or an offer may carry %s images', (count) => {
    expect(requestImagesError(urls(count))).toBeNull();
    expect(offerImagesError(urls(count))).toBeNull();
  });

  it.each([6, 10])('a request or an offer with %s images → "Maximum 5 images allowed"', (count) => {
    expect(requestImagesError(urls(count))).toBe('Maximum 5 images allowed');
    expect(offerImagesError(urls(count))).toBe('Maximum 5 images allowed');
  });

  it.each([
    [0, null],
    [6, null],
    [7, 'Maximum 6 images allowed'],
  ])('a gallery of %s images → %s', (count, error) => {
    expect(galleryError(urls(count))).toBe(error);
  });

  it('checks every image of a list', () => {
    expect(requestImagesError([...urls(2), 'data:application/pdf;base64,AQID'])).toBe('PDF not supported');
    expect(galleryError([...urls(5), '/x/notes.txt'])).toBe('File type not supported');
  });
});

describe('texts and choices', () => {
  it.each([
    [['ar'], null],
    [['ar', 'en', 'fr', 'tr'], null],
    [['ar', 'en', 'fr', 'tr', 'de'], 'Choose up to 4 languages'],
    [[], 'This field is required'],
    [['ar', 'ar'], 'Each language once'],
    [['ar', '!!'], 'Unsupported language: !!'],
    [['xx'], 'Unsupported language: xx'],
    [['AR'], 'Unsupported language: AR'],
    [[''], 'Unsupported language: '],
  ])('languages %j → %s', (languages, error) => {
    expect(languagesError(languages)).toBe(error);
  });

  const neighborhoods = [
    { id: 1, city: 1 },
    { id: 2, city: 1 },
    { id: 21, city: 2 },
  ];

  it.each([
    [[1], [1, 2], null],
    [[1], [], null],
    [[2], [21], null],
    [[1, 2], [1], 'Choose 1 city only'],
    [[], [], 'This field is required'],
    [[1], [1, 21], 'Areas not in the chosen city: 21'],
    [[1], [99], 'Areas not in the chosen city: 99'],
  ])('cities %j, areas %j → %s', (cities, areas, error) => {
    expect(serviceAreaError(cities, areas, neighborhoods)).toBe(error);
  });
});

describe('pause days', () => {
  it.each([1, 7, LIMITS.pauseDaysMax])('%s days is fine', (days) => {
    expect(pauseDaysError(days)).toBeNull();
  });

  it.each([0, -1, 1.5, LIMITS.pauseDaysMax + 1, Number.NaN])('%s days → an error', (days) => {
    expect(pauseDaysError(days)).toBe(`Choose between 1 and ${LIMITS.pauseDaysMax} days`);
  });

  it.each([
    [null, false],
    [at(DAY_MS), true],
    [at(1), true],
    [at(0), false],
    [at(-DAY_MS), false],
  ])('paused until %s → paused now: %s', (until, paused) => {
    expect(isPaused(until, NOW)).toBe(paused);
  });
});

describe('ratings', () => {
  it.each<[Partial<Record<string, number>>, number]>([
    [{}, 0],
    [{ a: 5 }, 5],
    [{ a: 5, b: 4 }, 4.5],
    [{ a: 5, b: 4, c: 4 }, 13 / 3],
    [{ a: 5, b: undefined }, 5],
  ])('the average of %j is %d', (scores, average) => {
    expect(averageScore(scores)).toBeCloseTo(average, 10);
  });

  const all = (criteria: readonly string[], score: number) => Object.fromEntries(criteria.map((name) => [name, score]));

  it.each([1, 3, 5])('every criterion scored %s is fine', (score) => {
    expect(scoresError('provider', all(PROVIDER_CRITERIA, score))).toEqual({});
    expect(scoresError('client', all(CLIENT_CRITERIA, score))).toEqual({});
  });

  it.each([0, 6, 2.5])('a score of %s is refused', (score) => {
    expect(scoresError('client', { ...all(CLIENT_CRITERIA, 4), payment_timing: score })).toEqual({
      payment_timing: 'Choose from 1 to 5',
    });
  });

  it('names a missing criterion', () => {
    const { cleanliness: _dropped, ...rest } = all(PROVIDER_CRITERIA, 4);
    expect(scoresError('provider', rest)).toEqual({ cleanliness: 'This field is required' });
  });
});

describe('who sees a request', () => {
  it.each([
    ['the owner', { userId: 1, isOwner: true, isHiredProvider: false }, { address: true, phone: true }],
    ['the hired provider', { userId: 2, isOwner: false, isHiredProvider: true }, { address: true, phone: true }],
    ['another provider', { userId: 4, isOwner: false, isHiredProvider: false }, { address: false, phone: false }],
  ])('%s', (_who, viewer, sees) => {
    expect(requestVisibility(viewer)).toEqual(sees);
  });
});

describe('job filters', () => {
  it.each([
    ['urgent', undefined, true],
    ['urgent', 'urgent', true],
    ['planning', 'urgent', false],
  ] as const)('timing %s with filter %s → %s', (timing, filter, match) => {
    expect(matchesTiming(timing, filter)).toBe(match);
  });

  it.each([
    [0, 0, true],
    [1, 0, false],
    [2, 2, true],
    [3, 3, true],
    [7, 3, true],
    [2, 3, false],
    [5, undefined, true],
  ] as const)('%s offers with filter %s → %s', (count, filter, match) => {
    expect(matchesOfferCount(count, filter)).toBe(match);
  });
});

describe('question flows', () => {
  const question = (id: number, change: Partial<SandboxQuestion> = {}): SandboxQuestion => ({
    id,
    sub_service: 101,
    user_type: 'client',
    question_type: 'panel',
    is_mandatory: true,
    is_multiple_select: false,
    is_last: false,
    title_ar: '',
    title_en: '',
    placeholder_ar: '',
    placeholder_en: '',
    options: [],
    next_question: null,
    position: id,
    ...change,
  });
  const option = (id: number, next: number | null = null) => ({ id, label_ar: '', label_en: '', next_question: next });
  // 1 (choice; option 11 jumps to 4) → 2 (multiple) → 3 (optional text) → 4 (mandatory text_area)
  const flow = [
    question(1, { options: [option(10), option(11, 4)], next_question: 2 }),
    question(2, {
      question_type: 'ui_tags',
      is_multiple_select: true,
      options: [option(20), option(21)],
      next_question: 3,
    }),
    question(3, { question_type: 'text', is_mandatory: false, next_question: 4 }),
    question(4, { question_type: 'text_area', is_last: true }),
  ];

  it('follows an option jump', () => {
    expect(flowPath(flow, { 1: 11 }).map((item) => item.id)).toEqual([1, 4]);
    expect(flowPath(flow, { 1: 10 }).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['a full answer', { 1: 10, 2: [20, 21], 3: '', 4: 'Fix it' }, {}],
    ['a jump past 2 and 3', { 1: 11, 4: 'Fix it' }, {}],
    ['a missing mandatory text', { 1: 11, 4: '' }, { 4: 'This field is required' }],
    ['an empty multiple choice', { 1: 10, 2: [], 4: 'x' }, { 2: 'This field is required' }],
    ['an unknown option', { 1: 99, 2: [20], 4: 'x' }, { 1: 'Expected one option id' }],
    ['a number for text', { 1: 11, 4: 5 }, { 4: 'Expected text' }],
    ['a single id for a multiple choice', { 1: 10, 2: 20, 4: 'x' }, { 2: 'Expected a list of option ids' }],
    ['an answer off the path', { 1: 11, 2: [20], 4: 'x' }, { 2: 'Not a question of this flow' }],
    ['an answer to no question', { 1: 11, 4: 'x', 999: 'x' }, { 999: 'Not a question of this flow' }],
  ])('%s → %j', (_case, answers, errors) => {
    expect(answersErrors(flow, answers)).toEqual(errors);
  });
});

it('builds the reference from the country, the year and the id', () => {
  expect(referenceNumber('jo', '2026-01-02T03:04:05.000Z', 6001)).toBe('JO-2026-006001');
});
