import { foldForSearch, queryWords } from './search';
import type { MainCategory, SubService } from './catalogue';

/** One thing the home's search finds: a main category or one of its services. */
export type CatalogueHit =
  | { kind: 'category'; category: MainCategory; rank: number }
  | { kind: 'service'; service: SubService; category: MainCategory; rank: number };

type Named = { name_ar: string; name_en: string; description_ar?: string | null; description_en?: string | null };

const folded = (item: Named, field: 'name' | 'description') =>
  `${foldForSearch(item[`${field}_ar`] ?? '')} ${foldForSearch(item[`${field}_en`] ?? '')}`;

/** 0 when every word is in the name (either language), 1 when only name and description hold them all, else none. */
function rankOf(item: Named, words: readonly string[]): number | null {
  const name = folded(item, 'name');
  if (words.every((word) => name.includes(word))) return 0;
  const text = `${name} ${folded(item, 'description')}`;
  return words.every((word) => text.includes(word)) ? 1 : null;
}

/**
 * Categories and services matching every word of the query (Arabic folded: "اصلاح تسريب" finds
 * "إصلاح التسريبات"), a name match before a description match, the catalogue's order kept within each.
 */
export function searchCatalogue(categories: readonly MainCategory[], query: string, limit = 8): CatalogueHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits: CatalogueHit[] = [];
  for (const category of categories) {
    const rank = rankOf(category, words);
    if (rank !== null) hits.push({ kind: 'category', category, rank });
    for (const service of category.sub_services) {
      const serviceRank = rankOf(service, words);
      if (serviceRank !== null) hits.push({ kind: 'service', service, category, rank: serviceRank });
    }
  }
  return hits.sort((a, b) => a.rank - b.rank).slice(0, limit);
}

/** How many of the query's words (or their first three letters) a category's names and descriptions hold. */
function closeness(category: MainCategory, words: readonly string[]): number {
  const text = [category, ...category.sub_services]
    .map((item) => `${folded(item, 'name')} ${folded(item, 'description')}`)
    .join(' ');
  return words.reduce((sum, word) => sum + (text.includes(word) ? 2 : text.includes(word.slice(0, 3)) ? 1 : 0), 0);
}

/** When nothing matches: the categories nearest the query (any word or its start in common), else the first ones. */
export function nearestCategories(categories: readonly MainCategory[], query: string, count = 3): MainCategory[] {
  const words = queryWords(query).filter((word) => word.length >= 3);
  const scored = categories
    .map((category) => ({ category, score: closeness(category, words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ category }) => category);
  return (scored.length > 0 ? scored : categories).slice(0, count);
}
