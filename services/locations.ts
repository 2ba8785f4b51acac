import { api } from './api-client';
import type { Country, Localized, Paginated } from './types';

export interface City extends Localized<'name'> {
  id: number;
  country: number;
}

export interface Neighborhood extends Localized<'name'> {
  id: number;
  city: number;
}

/** The list size the spec asks for on every list call: effectively all. */
export const ALL = 99999;

export async function getCountryByCodeName(codeName: string): Promise<Country> {
  const { data } = await api.get<Country>(`common/country-by-code-name/${codeName}`);
  return data;
}

export async function getCitiesByCountry(countryId: number): Promise<City[]> {
  const { data } = await api.get<Paginated<City>>(`common/cities/by-country/${countryId}?page_size=${ALL}`);
  return data.results;
}

export async function getNeighborhoodsByCity(cityId: number): Promise<Neighborhood[]> {
  const { data } = await api.get<Paginated<Neighborhood>>(`common/neighborhood/by-city/${cityId}?page_size=${ALL}`);
  return data.results;
}
