// @vitest-environment node
import { pageMetaTags } from './seo';

const ORIGIN = 'https://jo.example.com';

describe('pageMetaTags', () => {
  it.each([
    ['/clients/about-us', 'ar', '/clients/about-us'],
    ['/service-providers/about-us?x=1#top', 'en', '/clients/about-us'],
    ['/service-providers/articles/3', 'ar', '/clients/articles/3'],
    ['/service-providers/help-center', 'en', '/service-providers/help-center'],
    ['/clients/help-center/2', 'ar', '/clients/help-center/2'],
  ] as const)('%s in %s is canonical at %s', (path, language, canonical) => {
    const tags = pageMetaTags({ origin: ORIGIN, path, language, description: 'd' });
    expect(tags.canonical).toBe(`${ORIGIN}${canonical}?lang=${language}`);
    expect(tags.alternates).toEqual({
      ar: `${ORIGIN}${canonical}?lang=ar`,
      en: `${ORIGIN}${canonical}?lang=en`,
      'x-default': `${ORIGIN}${canonical}`,
    });
  });
});
