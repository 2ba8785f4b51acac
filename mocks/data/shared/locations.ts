import { COUNTRY_OPEN } from '@/services/shared/country-host';
import type { City, Country, Neighborhood } from './records';

export interface LocationsSlice {
  countries: Country[];
  cities: City[];
  neighborhoods: Neighborhood[];
}

export const JORDAN_ID = 1;

export function seedLocations(): LocationsSlice {
  return {
    countries: [
      {
        id: JORDAN_ID,
        code_name: 'jo',
        name_ar: 'الأردن',
        name_en: 'Jordan',
        is_available: COUNTRY_OPEN.jo,
        dial_code: '+962',
      },
      {
        id: 2,
        code_name: 'sa',
        name_ar: 'السعودية',
        name_en: 'Saudi Arabia',
        is_available: COUNTRY_OPEN.sa,
        dial_code: '+966',
      },
      {
        id: 3,
        code_name: 'uk',
        name_ar: 'المملكة المتحدة',
        name_en: 'United Kingdom',
        is_available: COUNTRY_OPEN.uk,
        dial_code: '+44',
      },
    ],
    cities: [
      { id: 1, country: JORDAN_ID, name_ar: 'عمّان', name_en: 'Amman' },
      { id: 2, country: JORDAN_ID, name_ar: 'إربد', name_en: 'Irbid' },
      { id: 3, country: JORDAN_ID, name_ar: 'الزرقاء', name_en: 'Zarqa' },
      { id: 4, country: JORDAN_ID, name_ar: 'العقبة', name_en: 'Aqaba' },
      { id: 5, country: JORDAN_ID, name_ar: 'السلط', name_en: 'Salt' },
      { id: 6, country: JORDAN_ID, name_ar: 'مادبا', name_en: 'Madaba' },
      { id: 7, country: JORDAN_ID, name_ar: 'جرش', name_en: 'Jerash' },
      { id: 8, country: JORDAN_ID, name_ar: 'الكرك', name_en: 'Karak' },
      { id: 9, country: JORDAN_ID, name_ar: 'المفرق', name_en: 'Mafraq' },
      { id: 10, country: JORDAN_ID, name_ar: 'عجلون', name_en: 'Ajloun' },
      { id: 11, country: JORDAN_ID, name_ar: 'معان', name_en: "Ma'an" },
      { id: 12, country: JORDAN_ID, name_ar: 'الطفيلة', name_en: 'Tafilah' },
      { id: 13, country: 2, name_ar: 'الرياض', name_en: 'Riyadh' },
      { id: 14, country: 2, name_ar: 'جدة', name_en: 'Jeddah' },
      { id: 15, country: 3, name_ar: 'لندن', name_en: 'London' },
    ],
    neighborhoods: [
      ['عبدون', 'Abdoun'],
      ['دير غبار', 'Dair Ghbar'],
      ['الصويفية', 'Sweifieh'],
      ['الشميساني', 'Shmeisani'],
      ['جبل عمّان', 'Jabal Amman'],
      ['اللويبدة', 'Jabal al-Luweibdeh'],
      ['خلدا', 'Khalda'],
      ['تلاع العلي', "Tla' al-Ali"],
      ['الجبيهة', 'Jubeiha'],
      ['ضاحية الرشيد', 'Dahiyat al-Rasheed'],
      ['أم أذينة', 'Um Uthaina'],
      ['الرابية', 'Rabieh'],
      ['دابوق', 'Dabouq'],
      ['مرج الحمام', 'Marj al-Hamam'],
      ['طبربور', 'Tabarbour'],
      ['ماركا', 'Marka'],
      ['وسط البلد', 'Downtown (Al-Balad)'],
      ['الجاردنز', 'Gardens'],
      ['أم السماق', 'Um al-Summaq'],
      ['خريبة السوق', 'Khraibet al-Souq'],
    ]
      .map(([ar, en], index): Neighborhood => ({ id: index + 1, city: 1, name_ar: ar!, name_en: en! }))
      .concat(
        [
          ['الحي الشرقي', 'Al-Hay al-Sharqi', 2],
          ['الحصن', 'Al-Husn', 2],
          ['الزرقاء الجديدة', 'New Zarqa', 3],
          ['الرصيفة', 'Russeifa', 3],
          ['الشلالة', 'Al-Shallaleh', 4],
          ['المنطقة العاشرة', 'Tenth Area', 4],
        ].map(([ar, en, city], index) => ({
          id: 21 + index,
          city: city as number,
          name_ar: ar as string,
          name_en: en as string,
        })),
      ),
  };
}
