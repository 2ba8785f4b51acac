import i18next, { type BackendModule, type PostProcessorModule, type ReadCallback } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { isLanguage, LANGUAGE_CODES, type Language } from './languages';
import type { ALL_NAMESPACES } from './keys';

type Namespace = (typeof ALL_NAMESPACES)[number];

/** Namespaces loaded before the first render; the rest load with the screen that asks for them. */
export const PRELOADED_NAMESPACES = ['common', 'MESSAGES'] as const;

/** Screens' namespaces named before i18next started: they load in the start's own batch. */
const namedBeforeStart = new Set<Namespace>();

/** Each namespace is its own JSON chunk, fetched on demand (one language at a time). */
const namespaceChunk = (language: string, namespace: string): Promise<{ default: Record<string, unknown> }> =>
  import(`./${language}/${namespace}.json`);

/**
 * In the browser, the page's language as the pre-paint script set it on `<html>` (the start's own
 * precedence: ?lang=, stored, default), known as soon as the app's code runs.
 */
const pageLanguage: Language | null =
  typeof document !== 'undefined' && isLanguage(document.documentElement.lang) ? document.documentElement.lang : null;

/**
 * The first screen's translations are asked for as the code that names them runs (the shared
 * chunk for `common` and `MESSAGES`, the page's chunk for its screen's), beside the hydration
 * render instead of after it: i18next's read later gets the same chunk, already on its way.
 */
function warm(namespaces: readonly Namespace[]): void {
  if (pageLanguage)
    namespaces.forEach((namespace) => void namespaceChunk(pageLanguage, namespace).catch(() => undefined));
}

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    namespaceChunk(language, namespace).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

// Bound at load, so components rendered before init (the loading overlay) find the instance.
i18next.use(lazyJsonBackend).use(initReactI18next);
setI18n(i18next);
warm(PRELOADED_NAMESPACES);

let initialised: Promise<unknown> | null = null;

/**
 * Initialise i18next once, in the given language; resolves when the preloaded namespaces are in.
 * `postProcessors` apply to every string (the development pseudo-locale, locales/pseudo.ts).
 */
export function initI18n(language: Language, postProcessors: readonly PostProcessorModule[] = []): Promise<unknown> {
  if (!initialised) {
    postProcessors.forEach((processor) => i18next.use(processor));
    initialised = i18next.init({
      postProcess: postProcessors.length ? postProcessors.map((processor) => processor.name) : false,
      lng: language,
      // Both languages hold the same keys (a test enforces it), so no fallback language is fetched.
      fallbackLng: false,
      supportedLngs: LANGUAGE_CODES,
      load: 'languageOnly',
      ns: [...PRELOADED_NAMESPACES, ...namedBeforeStart],
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
 * A screen names its namespaces at module scope, so they load with the screen's chunk and not
 * after its first render suspends on them: on the first load of a page they join the start's
 * batch (one parallel fetch with `common`), on a later navigation they start as the chunk arrives.
 */
export function loadWithScreen(...namespaces: Namespace[]): void {
  if (initialised) void i18next.loadNamespaces(namespaces);
  else {
    namespaces.forEach((namespace) => namedBeforeStart.add(namespace));
    warm(namespaces);
  }
}

export { i18next };
