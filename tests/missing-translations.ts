import { i18next } from '@/locales/i18n';

/**
 * The translations a rendered screen asked for and did not get: a key of a namespace its screen
 * never loaded (`t('validation:required')` from a form on a route whose entry in config/paths.ts
 * leaves `validation` out shows the raw key in the app), or a key no locale has. renderApp loads
 * only the start's namespaces and the route's, so a screen test catches both (tests/setup-app.ts).
 */
const missing = new Set<string>();

/** Start recording; a lookup with a default value (a server text's fallback) is not missing. */
export function watchMissingTranslations(): void {
  i18next.options.appendNamespaceToMissingKey = true;
  i18next.options.parseMissingKeyHandler = (key: string, defaultValue?: string) => {
    if (defaultValue === undefined) missing.add(key);
    return defaultValue ?? key.slice(key.indexOf(':') + 1);
  };
}

/** What was missing since the last call, as `namespace:key`. */
export function takeMissingTranslations(): string[] {
  const taken = [...missing];
  missing.clear();
  return taken;
}
