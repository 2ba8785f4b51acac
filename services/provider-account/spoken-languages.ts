/**
 * Languages a provider may say they speak (ISO 639-1 codes): the wizard's and my-services' choices
 * and the only codes the backend accepts in a profile's `languages` (docs/api/marketplace.md).
 */
export const SPOKEN_LANGUAGES = ['ar', 'en', 'fr', 'de', 'es', 'it', 'tr', 'ru', 'ur', 'hi', 'bn', 'tl'] as const;

export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export function isSpokenLanguage(code: string): code is SpokenLanguage {
  return (SPOKEN_LANGUAGES as readonly string[]).includes(code);
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(displayLanguage: string): Intl.DisplayNames | null {
  if (!displayNames.has(displayLanguage)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([displayLanguage], { type: 'language' });
    } catch {
      // An engine without DisplayNames, or a display language it does not know: codes as they are.
    }
    displayNames.set(displayLanguage, names);
  }
  return displayNames.get(displayLanguage) ?? null;
}

/**
 * A language's name in `displayLanguage` ('ar' → 'العربية' in Arabic, 'Arabic' in English), or the
 * code itself when it has none or is not a language code at all: `Intl.DisplayNames.of` throws a
 * RangeError on '!!' or '', and a profile stored before codes were checked may hold one. Every
 * screen that names a language goes through this, so one bad code never takes a page down.
 */
export function languageName(code: string, displayLanguage: string): string {
  // DisplayNames names '' as "root": only something shaped like a language tag is looked up.
  if (!LANGUAGE_TAG.test(code)) return code;
  try {
    return namesIn(displayLanguage)?.of(code) ?? code;
  } catch {
    return code;
  }
}
