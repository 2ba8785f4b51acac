import type { Language } from '@/locales/languages';

/** Pick `<field>_ar` or `<field>_en` for the current language: the one helper for localized names. */
export function localized<Name extends string>(
  item: { [K in `${Name}_ar` | `${Name}_en`]: string },
  field: Name,
  language: Language,
): string {
  return item[`${field}_${language}` as `${Name}_${Language}`];
}
