import type { NamedRef } from '@/services/api/types';
import { db } from '../shared/db';
import type { SandboxUser } from '../data/auth/accounts';
import type { SandboxProviderProfile } from '../data/provider-account/providers';

/* Who people are and where places are, as the marketplace's responses name them. */

export function userOf(id: number): SandboxUser | undefined {
  return db.state.accounts.users.find((user) => user.id === id);
}

export function fullName(user: SandboxUser | undefined): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** Clients are shown by first name and initial. */
export function clientName(user: SandboxUser | undefined): string {
  return user ? `${user.first_name} ${user.last_name.slice(0, 1)}.`.trim() : '';
}

/** A company by its name, a person by their full name. */
export function providerName(profile: SandboxProviderProfile): string {
  const user = userOf(profile.user);
  return profile.account_type === 'company' && user?.company_name ? user.company_name : fullName(user);
}

export function countryCodeOf(userId: number): string {
  const country = db.state.locations.countries.find((item) => item.id === userOf(userId)?.country);
  return country?.code_name ?? 'jo';
}

function namedRef(list: ReadonlyArray<NamedRef>, id: number | null): NamedRef | null {
  const item = list.find((entry) => entry.id === id);
  return item ? { id: item.id, name_ar: item.name_ar, name_en: item.name_en } : null;
}

export const cityRef = (id: number | null) => namedRef(db.state.locations.cities, id);
export const neighborhoodRef = (id: number | null) => namedRef(db.state.locations.neighborhoods, id);
