import { FIRST_FILES, PRELOADED_NAMESPACES } from '@/locales/i18n';
import { LANGUAGE_CODES, type Language } from '@/locales/languages';
import { TRANSLATION_FILES, type Namespace } from '@/locales/translation-files';

/** The files a page's first render reads, in one language: the start's namespaces, then the route's. */
export function translationFilesOf(language: Language, routeNamespaces: readonly Namespace[]): string[] {
  const files = TRANSLATION_FILES[language];
  return [...new Set([...PRELOADED_NAMESPACES, ...routeNamespaces])].map((namespace) => files[namespace].href);
}

/**
 * The preload of a page's translations, sent with the HTML (pages/_document): the files its first
 * render reads (the start's namespaces and its route's, config/paths.ts), in the language the
 * pre-paint script has set on `<html lang>`, so they leave with the document instead of after the
 * app's code has run. It also hands their URLs to the app (`FIRST_FILES`, read by locales/i18n.ts), so
 * the table of every file (locales/translation-files.ts) stays out of the first load. A pure function
 * of the route: both languages' lists are in it and the script picks one. `as=fetch` with
 * `crossorigin` is what i18next's `fetch` of the same URL (same-origin, cors mode) reuses.
 */
export function translationPreloadScript(routeNamespaces: readonly Namespace[]): string {
  const namespaces = [...new Set([...PRELOADED_NAMESPACES, ...routeNamespaces])];
  const files = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(namespaces.map((namespace) => [namespace, TRANSLATION_FILES[language][namespace].href])),
    ]),
  );
  return `(function(){var d=document.documentElement.lang,f=${JSON.stringify(files).replace(/</g, '\\u003c')}[d];if(!f)return;window.${FIRST_FILES}={language:d,files:f};Object.keys(f).forEach(function(n){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','fetch');l.crossOrigin='anonymous';l.href=f[n];document.head.appendChild(l)})})();`;
}
