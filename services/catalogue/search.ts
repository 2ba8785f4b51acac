import { normalizeDigits } from '@/services/shared/digits';
import type { MainCategory, SubService } from './catalogue';

/**
 * Folds text for matching, in both languages: case, Latin accents and Arabic diacritics
 * (harakat, tanween, shadda, sukun, the dagger alef, tatweel) go; the alef forms (أ إ آ ٱ) become
 * ا, ؤ becomes و, ئ and ى become ي, ة becomes ه; Arabic-Indic digits become 0–9; spaces collapse.
 */
export function foldForSearch(text: string): string {
  return normalizeDigits(text)
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded words of a query (none for a blank one): a text matches when it holds every one. */
export function queryWords(query: string): string[] {
  return foldForSearch(query).split(' ').filter(Boolean);
}

export interface SubServiceMatch {
  service: SubService;
  category: MainCategory;
}

/** Sub-services whose name, in either language, contains every word of the query (folded). */
export function searchSubServices(categories: readonly MainCategory[], query: string): SubServiceMatch[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return categories.flatMap((category) =>
    category.sub_services
      .filter((service) => {
        const names = `${foldForSearch(service.name_ar)} ${foldForSearch(service.name_en)}`;
        return words.every((word) => names.includes(word));
      })
      .map((service) => ({ service, category })),
  );
}
