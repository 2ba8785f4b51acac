// @vitest-environment node
import { directionOf, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it.each([
    [null, null, 'ar'],
    ['en', null, 'en'],
    ['en', 'ar', 'en'],
    [null, 'en', 'en'],
    ['fr', 'en', 'en'],
    ['fr', null, 'ar'],
    ['', 'garbage', 'ar'],
    ['EN', null, 'ar'],
    ['__proto__', null, 'ar'],
  ])('?lang=%s, stored %s → %s', (query, stored, expected) => {
    expect(resolveLanguage(query, stored)).toBe(expected);
  });
});

describe('direction', () => {
  it('Arabic is right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
  });
  it('English is left-to-right', () => {
    expect(directionOf('en')).toBe('ltr');
  });
});
