/**
 * The one language registry. `rtl` alone decides `<html dir>`; everything that
 * needs a direction (the pre-paint script, the store, Accept-Language) reads it here.
 */
export const LANGUAGES = {
  ar: { rtl: true, nativeName: 'العربية' },
  en: { rtl: false, nativeName: 'English' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'ar';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return LANGUAGES[language].rtl ? 'rtl' : 'ltr';
}

/**
 * `?lang=` beats the stored value, which beats the default. Unknown values fall through.
 */
export function resolveLanguage(queryLang: string | null | undefined, stored: string | null | undefined): Language {
  if (isLanguage(queryLang)) return queryLang;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}
