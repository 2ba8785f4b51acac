// @vitest-environment node
import { countryOfCodeName, currencyOf, localeOf } from './place';

describe('localeOf: the locale dates and money are told in, per country', () => {
  it.each([
    ['jo', 'ar', 'ar-JO-u-ca-gregory-nu-latn'],
    ['jo', 'en', 'en-GB-u-ca-gregory-nu-latn'],
    ['sa', 'ar', 'ar-SA-u-ca-gregory-nu-latn'],
    ['sa', 'en', 'en-GB-u-ca-gregory-nu-latn'],
    ['uk', 'en', 'en-GB-u-ca-gregory-nu-latn'],
    ['uk', 'ar', 'ar-u-ca-gregory-nu-latn'],
  ] as const)('%s in %s → %s', (country, language, tag) => {
    expect(localeOf({ country, language })).toBe(tag);
  });
});

describe('currencyOf', () => {
  it.each([
    ['jo', 'JOD'],
    ['sa', 'SAR'],
    ['uk', 'GBP'],
  ] as const)('%s pays in %s', (country, currency) => {
    expect(currencyOf(country)).toBe(currency);
  });
});

describe('countryOfCodeName: the backend code as ours', () => {
  it.each([
    ['jo', 'jo'],
    ['JO', 'jo'],
    ['sa', 'sa'],
    ['gb', 'uk'],
    ['UK', 'uk'],
    ['xx', 'jo'],
    [undefined, 'jo'],
    [null, 'jo'],
  ] as const)('%s → %s', (code, country) => {
    expect(countryOfCodeName(code)).toBe(country);
  });
});
