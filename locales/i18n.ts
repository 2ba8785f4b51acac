import i18next, { type BackendModule, type PostProcessorModule, type ReadCallback } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { LANGUAGE_CODES, type Language } from './languages';

/** Namespaces loaded before the first render; the rest load with the screen that asks for them. */
export const PRELOADED_NAMESPACES = ['common', 'MESSAGES'] as const;

/** Each namespace is its own JSON chunk, fetched on demand (one language at a time). */
const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import(`./${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

// Bound at load, so components rendered before init (the loading overlay) find the instance.
i18next.use(lazyJsonBackend).use(initReactI18next);
setI18n(i18next);

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
        ns: [...PRELOADED_NAMESPACES],
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

export { i18next };
