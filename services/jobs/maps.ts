import type { Address } from '@/services/settings';

/**
 * A maps search for an address (Google Maps' documented `search/?api=1&query=` URL, which opens
 * the app on phones): the address line, neighbourhood and city as written in Arabic, the
 * country's name, so the place is found as locals write it.
 */
export function mapLink(
  address: Pick<Address, 'name' | 'neighborhood_name_ar' | 'city_name_ar'>,
  country = 'الأردن',
): string {
  const query = [address.name, address.neighborhood_name_ar, address.city_name_ar, country].filter(Boolean).join('، ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
