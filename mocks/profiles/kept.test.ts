// @vitest-environment node
import { keptOf } from './kept';

/** The minimal profile's cut, call by call: the spec's documented fields, else what the app's shape requires. */
describe('keptOf: what the minimal backend keeps of an answer', () => {
  const category = { id: 2, name_ar: 'س', name_en: 'P', icon: 'plumbing', description_en: 'd', order: 1 };
  it.each<[string, string, unknown, unknown]>([
    [
      'a spec call keeps what the spec documents (not dial_code, not is_available)',
      'GET common/country-by-code-name/{}',
      { id: 1, code_name: 'jo', name_ar: 'الأردن', name_en: 'Jordan', dial_code: '+962', is_available: true },
      { id: 1, code_name: 'jo', name_ar: 'الأردن', name_en: 'Jordan' },
    ],
    [
      "a spec page keeps DRF's envelope and each item's documented fields",
      'GET common/cities/by-country/{}',
      { count: 1, next: null, previous: null, results: [{ id: 1, name_ar: 'ع', name_en: 'A', country: 1, x: 0 }] },
      { count: 1, next: null, previous: null, results: [{ id: 1, name_ar: 'ع', name_en: 'A', country: 1 }] },
    ],
    [
      "a designed call keeps the shape's required fields only (a category: its id, its services' ids)",
      'GET services/main-categories/{}/',
      { ...category, sub_services: [{ id: 11, name_en: 'Leak', category: 2 }] },
      { id: 2, sub_services: [{ id: 11 }] },
    ],
    [
      'a required nullable field is kept as null',
      'POST services/questions/{}/next/',
      { question: null, progress: 3 },
      { question: null },
    ],
    [
      'a designed answer whose every field is optional is empty (the created request)',
      'POST requests/',
      { id: 7, reference_number: 'R-7', status: 'open' },
      {},
    ],
    ['a spec call documented with no answer is empty', 'POST auth/forgot-password/', { detail: 'sent' }, {}],
    ['a call the app declares nothing of is empty', 'GET nowhere/', { id: 1 }, {}],
  ])('%s', (_case, call, sent, kept) => {
    expect(keptOf(call)(sent)).toEqual(kept);
  });
});
