// @vitest-environment node
import { mapLink } from './maps';

describe('the map link of an address', () => {
  it('searches the address line, neighbourhood, city and country, encoded', () => {
    const url = new URL(
      mapLink({ name: 'المنزل، شارع الأمير هاشم، بناية 12', neighborhood_name_ar: 'عبدون', city_name_ar: 'عمّان' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('المنزل، شارع الأمير هاشم، بناية 12، عبدون، عمّان، الأردن');
  });

  it('leaves out what is empty', () => {
    expect(
      new URL(mapLink({ name: '', neighborhood_name_ar: 'عبدون', city_name_ar: 'عمّان' })).searchParams.get('query'),
    ).toBe('عبدون، عمّان، الأردن');
  });
});
