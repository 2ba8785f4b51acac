import { api } from './api-client';
import { takePreloadedLookup } from './start-preload';
import type { components } from './api-schema';
import type { Country, Paginated } from './types';

export type City = components['schemas']['City'];

export type Neighborhood = components['schemas']['Neighborhood'];

/** The list size the spec asks for on every list call: effectively all. */
export const ALL = 99999;

/** The start's lookup takes the answer the document's head already asked for (services/start-preload.ts). */
export async function getCountryByCodeName(codeName: string): Promise<Country> {
  const preloaded = await takePreloadedLookup(codeName);
  if (isCountryBody(preloaded)) return preloaded;
  const { data } = await api.get<Country>(`common/country-by-code-name/${codeName}`);
  return data;
}

function isCountryBody(body: unknown): body is Country {
  return typeof body === 'object' && body !== null && typeof (body as Partial<Country>).id === 'number';
}

export async function getCitiesByCountry(countryId: number): Promise<City[]> {
  const { data } = await api.get<Paginated<City>>(`common/cities/by-country/${countryId}?page_size=${ALL}`);
  return data.results;
}

export async function getNeighborhoodsByCity(cityId: number): Promise<Neighborhood[]> {
  const { data } = await api.get<Paginated<Neighborhood>>(`common/neighborhood/by-city/${cityId}?page_size=${ALL}`);
  return data.results;
}
