import { FIRST_FILES } from '@/locales/i18n';
import { TRANSLATION_FILES } from '@/locales/translation-files';
import { translationFilesOf, translationPreloadScript } from './translation-preload-script';

/** Runs the script as the browser would, after the pre-paint script has set `<html lang>`: the preloads it added. */
function preloadsIn(lang: string, script: string) {
  document.head.innerHTML = '';
  delete (window as { [FIRST_FILES]?: unknown })[FIRST_FILES];
  document.documentElement.lang = lang;
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
    href: link.getAttribute('href'),
  }));
}

describe("a page's translations preloaded from its HTML", () => {
  it("asks for the start's files and the route's in the page's language, as i18next will fetch them", () => {
    const script = translationPreloadScript(['auth', 'validation']);
    expect(preloadsIn('ar', script)).toEqual(
      (['common', 'MESSAGES', 'auth', 'validation'] as const).map((namespace) => ({
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: TRANSLATION_FILES.ar[namespace].href,
      })),
    );
    expect(preloadsIn('en', script).map((link) => link.href)).toEqual([
      TRANSLATION_FILES.en.common.href,
      TRANSLATION_FILES.en.MESSAGES.href,
      TRANSLATION_FILES.en.auth.href,
      TRANSLATION_FILES.en.validation.href,
    ]);
  });

  it('hands the app the URLs it preloaded, by namespace, so the first render needs no table of every file', () => {
    preloadsIn('en', translationPreloadScript(['auth']));
    expect((window as { [FIRST_FILES]?: unknown })[FIRST_FILES]).toEqual({
      language: 'en',
      files: {
        common: TRANSLATION_FILES.en.common.href,
        MESSAGES: TRANSLATION_FILES.en.MESSAGES.href,
        auth: TRANSLATION_FILES.en.auth.href,
      },
    });
  });

  it('is the same text for the same route (its CSP hash is stable) and asks for nothing in an unknown language', () => {
    expect(translationPreloadScript(['home'])).toBe(translationPreloadScript(['home']));
    expect(preloadsIn('fr', translationPreloadScript(['home']))).toEqual([]);
    expect((window as { [FIRST_FILES]?: unknown })[FIRST_FILES]).toBeUndefined();
  });
});

describe('translationFilesOf', () => {
  it('gives the files a first render reads in one language: the start’s, then the route’s, once each', () => {
    expect(translationFilesOf('ar', ['auth', 'MESSAGES', 'validation'])).toEqual([
      TRANSLATION_FILES.ar.common.href,
      TRANSLATION_FILES.ar.MESSAGES.href,
      TRANSLATION_FILES.ar.auth.href,
      TRANSLATION_FILES.ar.validation.href,
    ]);
  });
});
