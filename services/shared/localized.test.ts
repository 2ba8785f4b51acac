// @vitest-environment node
import { localized } from './localized';

describe('localized', () => {
  const city = { id: 1, name_ar: 'عمّان', name_en: 'Amman' };
  it.each([
    ['ar', 'عمّان'],
    ['en', 'Amman'],
  ] as const)('%s → %s', (language, expected) => {
    expect(localized(city, 'name', language)).toBe(expected);
  });
});
