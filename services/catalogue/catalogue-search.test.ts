// @vitest-environment node
import { nearestCategories, searchCatalogue } from './catalogue-search';
import type { MainCategory } from './catalogue';

const service = (id: number, ar: string, en: string, description = '') => ({
  id,
  category: 1,
  icon: 'cleaning' as const,
  name_ar: ar,
  name_en: en,
  description_ar: '',
  description_en: description,
});
const categories: MainCategory[] = [
  {
    id: 1,
    icon: 'cleaning',
    name_ar: 'التنظيف',
    name_en: 'Cleaning',
    description_ar: '',
    description_en: 'Homes and offices, after a leak too',
    sub_services: [service(11, 'تنظيف المنازل', 'Home cleaning'), service(12, 'تنظيف عميق', 'Deep cleaning')],
  },
  {
    id: 2,
    icon: 'plumbing',
    name_ar: 'السباكة',
    name_en: 'Plumbing',
    description_ar: 'تسريبات وسخانات',
    description_en: '',
    sub_services: [
      service(21, 'إصلاح التسريبات', 'Leak repair'),
      service(22, 'تركيب سخانات المياه', 'Water heater installation', 'Also fixes a heater leak'),
    ],
  },
];

const ids = (query: string) =>
  searchCatalogue(categories, query).map((hit) =>
    hit.kind === 'category' ? `c${hit.category.id}` : `s${hit.service.id}`,
  );

describe('searchCatalogue: categories and services, a name before a description', () => {
  it.each([
    ['Arabic folded: hamza, article and plural', 'اصلاح تسريب', ['s21']],
    ['a category by its name', 'سباكه', ['c2']],
    ['names first, then descriptions', 'leak', ['s21', 'c1', 's22']],
    ['Arabic description after the name', 'تسريبات', ['s21', 'c2']],
    ['English any case', 'CLEANING', ['c1', 's11', 's12']],
    ['nothing', 'roofing', []],
    ['blank', '  ', []],
  ])('%s: %s', (_, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

describe('nearestCategories: what to offer when nothing matches', () => {
  it.each([
    ['a word that starts like a name', 'plumber', [2]],
    ['no word in common: the first ones', 'roofing', [1, 2]],
  ])('%s', (_, query, expected) => {
    expect(nearestCategories(categories, query).map((category) => category.id)).toEqual(expected);
  });
});
