// @vitest-environment node
import { DAY_MS } from '@/mocks/shared/clock';
import { LIMITS } from '@/services/shared/limits';
import {
  companyNameError,
  galleryError,
  isPaused,
  languagesError,
  pauseDaysError,
  serviceAreaError,
} from './provider-profile';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const urls = (count: number) => Array.from({ length: count }, (_, index) => `/sandbox/requests/${index}.jpg`);

describe('the gallery', () => {
  it.each([
    [0, null],
    [6, null],
    [7, 'Maximum 6 images allowed'],
  ])('a gallery of %s images → %s', (count, error) => {
    expect(galleryError(urls(count))).toBe(error);
  });

  it('checks every image of it', () => {
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

describe('company name on becoming a provider', () => {
  it.each<[type: 'personal' | 'company', name: string | undefined, error: string | null]>([
    ['personal', undefined, null],
    ['personal', '', null],
    ['company', 'Al-Noor Cleaning Co.', null],
    ['company', undefined, 'This field is required'],
    ['company', '   ', 'This field is required'],
    ['company', 'x'.repeat(100), null],
    ['company', 'x'.repeat(101), 'Ensure this field has no more than 100 characters.'],
  ])('%s %j → %j', (type, name, error) => expect(companyNameError(type, name)).toBe(error));
});
