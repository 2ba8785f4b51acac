import { directionOf, resolveLanguage } from '@/locales/languages';
import { prePaintScript } from './pre-paint-script';

describe('pre-paint language script', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['', null],
    ['?lang=en', null],
    ['?lang=en', 'ar'],
    ['?lang=xx', 'en'],
    ['', 'en'],
    ['', 'garbage'],
    ['?lang=__proto__', null],
  ])('search "%s" with stored %s agrees with resolveLanguage', (search, stored) => {
    window.history.replaceState(null, '', `/clients/homepage${search}`);
    if (stored) localStorage.setItem('LANGUAGE', stored);
    new Function(prePaintScript())();
    const expected = resolveLanguage(new URLSearchParams(search).get('lang'), stored);
    expect(document.documentElement.lang).toBe(expected);
    expect(document.documentElement.dir).toBe(directionOf(expected));
  });
});
