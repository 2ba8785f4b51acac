// @vitest-environment node
import { isSpokenLanguage, languageName, SPOKEN_LANGUAGES } from './spoken-languages';

describe('languageName (never throws: an unknown code is shown as itself)', () => {
  it.each([
    ['ar', 'en', 'Arabic'],
    ['en', 'en', 'English'],
    ['ar', 'ar', 'العربية'],
    ['fr', 'ar', 'الفرنسية'],
    ['xx', 'en', 'xx'],
    ['!!', 'en', '!!'],
    ['!!', 'ar', '!!'],
    ['', 'en', ''],
    ['en', '!!', 'en'],
  ])('%j in %j → %j', (code, displayLanguage, name) => {
    expect(languageName(code, displayLanguage)).toBe(name);
  });
});

describe('isSpokenLanguage (the codes a profile accepts)', () => {
  const rows: [string, boolean][] = [
    ...SPOKEN_LANGUAGES.map((code): [string, boolean] => [code, true]),
    ['xx', false],
    ['!!', false],
    ['', false],
    ['AR', false],
    ['en-US', false],
  ];
  it.each(rows)('%j → %s', (code, accepted) => {
    expect(isSpokenLanguage(code)).toBe(accepted);
  });
});
