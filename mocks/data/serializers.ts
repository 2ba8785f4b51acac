import type { SandboxUser } from './auth/accounts';
import type { SandboxAddress } from './settings/addresses';
import type { LocationsSlice } from './shared/locations';
import type { Address, User, UserProfile } from './shared/records';

/** What the API shows of a user: never the password or the sandbox's bookkeeping. */
export function toUser(user: SandboxUser): User {
  const {
    password: _password,
    profile_id: _profileId,
    closed_at: _closedAt,
    last_phone_change: _lastChange,
    ...visible
  } = user;
  return visible;
}

export function toUserProfile(user: SandboxUser): UserProfile {
  return { id: user.profile_id, user: toUser(user) };
}

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
