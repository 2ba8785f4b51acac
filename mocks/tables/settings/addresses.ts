import type { SandboxAddress } from '../../data/settings/addresses';
import type { LocationsSlice } from '../../data/shared/locations';
import type { Address } from '../../data/shared/records';

/** An address with its city's and neighbourhood's names in both languages. */
export function toAddress(address: SandboxAddress, locations: LocationsSlice): Address {
  const city = locations.cities.find((item) => item.id === address.city);
  const neighborhood = locations.neighborhoods.find((item) => item.id === address.neighborhood);
  return {
    id: address.id,
    city: address.city,
    neighborhood: address.neighborhood,
    address_type: address.address_type,
    name: address.name,
    city_name_ar: city?.name_ar ?? '',
    city_name_en: city?.name_en ?? '',
    neighborhood_name_ar: neighborhood?.name_ar ?? '',
    neighborhood_name_en: neighborhood?.name_en ?? '',
  };
}
