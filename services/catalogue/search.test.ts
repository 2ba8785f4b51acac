// @vitest-environment node
import { foldForSearch, searchSubServices } from './search';
import type { MainCategory } from './catalogue';

describe('foldForSearch', () => {
  it.each([
    ['diacritics go', 'تَنْظِيفُ', 'تنظيف'],
    ['shadda and tanween go', 'سبّاكةٌ', 'سباكه'],
    ['tatweel goes', 'تنـــظيف', 'تنظيف'],
    ['alef with hamza above', 'أثاث', 'اثاث'],
    ['alef with hamza below', 'إصلاح', 'اصلاح'],
    ['alef with madda', 'آلات', 'الات'],
    ['alef wasla', 'ٱلماء', 'الماء'],
    ['hamza on waw', 'مؤقت', 'موقت'],
    ['hamza on ya', 'كهربائي', 'كهربايي'],
    ['alef maqsura', 'مبنى', 'مبني'],
    ['taa marbuta', 'سباكة', 'سباكه'],
    ['Arabic-Indic digits', '٣ غرف', '3 غرف'],
    ['case and Latin accents', 'Café CLEANING', 'cafe cleaning'],
    ['spaces collapse', '  deep   cleaning ', 'deep cleaning'],
  ])('%s', (_, input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });
});

const service = (id: number, ar: string, en: string) => ({
  id,
  category: 1,
  icon: 'cleaning' as const,
  name_ar: ar,
  name_en: en,
  description_ar: '',
  description_en: '',
});
const categories: MainCategory[] = [
  {
    id: 1,
    icon: 'cleaning',
    name_ar: 'التنظيف',
    name_en: 'Cleaning',
    description_ar: '',
    description_en: '',
    sub_services: [service(11, 'تنظيف المنازل', 'Home cleaning'), service(12, 'تنظيف عميق', 'Deep cleaning')],
  },
  {
    id: 2,
    icon: 'plumbing',
    name_ar: 'السباكة',
    name_en: 'Plumbing',
    description_ar: '',
    description_en: '',
    sub_services: [
      service(21, 'إصلاح التسريبات', 'Leak repair'),
      service(22, 'تركيب سخانات المياه', 'Water heater installation'),
    ],
  },
];

describe('searchSubServices', () => {
  it.each([
    ['an English word, any case', 'CLEANING', [11, 12]],
    ['every word must match', 'deep clean', [12]],
    ['Arabic without the hamza the name has', 'اصلاح', [21]],
    ['Arabic with diacritics and a taa marbuta typed as haa', 'تَنظيف المنازل', [11]],
    ['Arabic whatever the interface language', 'سخانات', [22]],
    ['nothing matches', 'roofing', []],
    ['a blank query finds nothing (the full list shows instead)', '   ', []],
  ])('%s', (_, query, ids) => {
    expect(searchSubServices(categories, query).map((match) => match.service.id)).toEqual(ids);
  });

  it('names the category of each match', () => {
    expect(searchSubServices(categories, 'leak')[0]?.category.id).toBe(2);
  });
});
