import i18next, { type BackendModule, type PostProcessorModule, type ReadCallback } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { LANGUAGE_CODES, type Language } from './languages';
import type { Namespace } from './translation-files';

/** Namespaces every page loads before its first render; a route adds its own (config/paths.ts `namespaces`). */
export const PRELOADED_NAMESPACES = ['common', 'MESSAGES'] as const;

/** Where the HTML's preload script leaves the URLs of the first render's files (components/shell/translation-preload-script.ts). */
export const FIRST_FILES = '__translationFiles';

interface FirstFiles {
  language: string;
  files: Partial<Record<string, string>>;
}

/** The table of every file, loaded once when a namespace the HTML did not name is needed (a later route, a dialog). */
const loadTable = () => import('./translation-files').then(({ TRANSLATION_FILES }) => TRANSLATION_FILES);

/** A namespace's file: the URL the page's HTML named, else the table's (undefined: no such file). */
function fileOf(language: string, namespace: string): Promise<string | undefined> {
  const first = (globalThis as { [FIRST_FILES]?: FirstFiles })[FIRST_FILES];
  const named = first?.language === language ? first.files[namespace] : undefined;
  if (named) return Promise.resolve(named);
  return loadTable().then((table) => table[language as Language]?.[namespace as Namespace]?.href);
}

/**
 * A namespace is fetched as JSON from its file's content-hashed URL (locales/translation-files.ts):
 * on a page's first load the same request the HTML preloaded (pages/_document). A failed fetch is
 * retried by i18next (a network hiccup); a file that answers otherwise is an error.
 */
let onFileGone: () => void = () => undefined;

/**
 * Told when a namespace's file is gone from the server (404, 410): the page is on a build a deploy
 * replaced, whose file no cache kept (the app loads itself again: components/ui/stale-build.ts).
 */
export function onTranslationFileGone(handler: () => void): void {
  onFileGone = handler;
}

function fileFailed(file: string, status: number, callback: ReadCallback): void {
  if (status === 404 || status === 410) onFileGone();
  callback(new Error(`${file} ${status}`), false);
}

const jsonFileBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    fileOf(language, namespace)
      .then((file) => {
        if (!file) return callback(new Error(`${language}/${namespace}`), false);
        return fetch(file).then(
          (response) =>
            response.ok
              ? response.json().then((data: Record<string, unknown>) => callback(null, data))
              : fileFailed(file, response.status, callback),
          (error: Error) => callback(error, true),
        );
      })
      .catch((error: Error) => callback(error, true));
  },
};

// Bound at load, so components rendered before init (the loading overlay) find the instance.
i18next.use(jsonFileBackend).use(initReactI18next);
setI18n(i18next);

let initialised: Promise<unknown> | null = null;

/**
 * Initialise i18next once, in the given language, with the start's namespaces and the first
 * route's (`routeNamespaces`); resolves when they are in. `postProcessors` apply to every string
 * (the development pseudo-locale, locales/pseudo.ts).
 */
export function initI18n(
  language: Language,
  routeNamespaces: readonly Namespace[] = [],
  postProcessors: readonly PostProcessorModule[] = [],
): Promise<unknown> {
  if (!initialised) {
    postProcessors.forEach((processor) => i18next.use(processor));
    initialised = i18next.init({
      postProcess: postProcessors.length ? postProcessors.map((processor) => processor.name) : false,
      lng: language,
      // Both languages hold the same keys (a test enforces it), so no fallback language is fetched.
      fallbackLng: false,
      supportedLngs: LANGUAGE_CODES,
      load: 'languageOnly',
      ns: [...PRELOADED_NAMESPACES, ...routeNamespaces],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  } else if (i18next.language !== language) {
    initialised = initialised.then(() => i18next.changeLanguage(language));
  }
  return initialised;
}

/**
 * The table of every file, for the next route's namespaces, asked for once the first screen has
 * painted (components/shell/later-loads.ts): asked for earlier, it is one more round trip of code
 * before the first paint on a slow phone, for a screen that does not use it.
 */
export function loadTranslationTable(): void {
  void loadTable().catch(() => undefined);
}

/**
 * A route's namespaces, asked for as soon as the app leaves for it (a client-side navigation), so
 * its screen does not wait for them after its chunk has run; i18next keeps what is already in.
 */
export function loadRouteNamespaces(namespaces: readonly Namespace[]): void {
  if (initialised) void i18next.loadNamespaces([...namespaces]);
}

export { i18next };
