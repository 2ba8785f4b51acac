import { readdirSync } from 'node:fs';
import i18next from 'i18next';
import home from './en/home.json';
import { ALL_NAMESPACES } from './keys';
import { LANGUAGE_CODES } from './languages';
import { TRANSLATION_FILES } from './translation-files';

/** A fresh copy of locales/i18n (nothing started yet) over the shared i18next instance. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('the translation files (locales/translation-files.ts)', () => {
  it('are one per namespace: the shared ones, then one per domain (config/domains.json), common first', () => {
    const files = readdirSync('locales/en').map((file) => file.replace(/\.json$/, ''));
    expect([...ALL_NAMESPACES].sort()).toEqual(files.sort());
    expect(ALL_NAMESPACES[0]).toBe('common');
  });

  it.each(LANGUAGE_CODES)('name each namespace’s own file in %s', (language) => {
    for (const namespace of ALL_NAMESPACES)
      expect(TRANSLATION_FILES[language][namespace].href).toMatch(
        new RegExp(`/locales/${language}/${namespace}\\.json$`),
      );
  });
});

describe('initI18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts with the start’s namespaces and the first route’s, in one batch', async () => {
    const init = vi.spyOn(i18next, 'init').mockImplementation(() => Promise.resolve(i18next.t));
    const { initI18n } = await freshI18n();
    await initI18n('ar', ['home', 'catalogue']);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]?.[0]).toMatchObject({ lng: 'ar', ns: ['common', 'MESSAGES', 'home', 'catalogue'] });
  });

  it('reads a namespace from its file', async () => {
    const { initI18n } = await freshI18n();
    await initI18n('en', ['home']);
    expect(i18next.getResourceBundle('en', 'home')).toEqual(home);
  });

  it('fetches the first render’s files from the URLs the HTML named, the others from the table', async () => {
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(String(input));
      const named = String(input) === '/named/common.json';
      return named ? Promise.resolve(Response.json({ named: 'yes' })) : realFetch(input, init);
    });
    Object.assign(window, { __translationFiles: { language: 'en', files: { common: '/named/common.json' } } });
    try {
      const { initI18n } = await freshI18n();
      await initI18n('en', ['home']);
      expect(fetched).toContain('/named/common.json');
      expect(fetched).toContain(TRANSLATION_FILES.en.home.href);
      expect(i18next.getResourceBundle('en', 'common')).toEqual({ named: 'yes' });
    } finally {
      delete (window as { __translationFiles?: unknown }).__translationFiles;
    }
  });

  it.each([
    [404, 1],
    [410, 1],
    [500, 0],
  ])('tells the app a namespace’s file is gone (a replaced build) on a %i: %i time(s)', async (status, told) => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input) === TRANSLATION_FILES.en.jobs.href
        ? Promise.resolve(new Response('', { status }))
        : realFetch(input, init),
    );
    const gone = vi.fn();
    const { initI18n, onTranslationFileGone } = await freshI18n();
    onTranslationFileGone(gone);
    await initI18n('en', ['jobs']);
    expect(gone).toHaveBeenCalledTimes(told);
  });

  it('loads a route’s namespaces on a later navigation, and nothing before the start', async () => {
    const load = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    const { initI18n, loadRouteNamespaces } = await freshI18n();
    loadRouteNamespaces(['jobs']);
    expect(load).not.toHaveBeenCalled();
    vi.spyOn(i18next, 'init').mockImplementation(() => Promise.resolve(i18next.t));
    await initI18n('en');
    loadRouteNamespaces(['settings', 'validation']);
    expect(load).toHaveBeenCalledWith(['settings', 'validation']);
  });
});
