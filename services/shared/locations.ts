import type { cityShape, neighborhoodShape } from '@/services/api/answer-checks';
import { api, checked } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { Read } from '@/services/api/shape';
import { takePreloadedLookup } from '@/services/api/start-preload';
import type { Country } from '@/services/api/types';

export type City = Read<components['schemas']['City'], ReturnType<typeof cityShape>>;

export type Neighborhood = Read<components['schemas']['Neighborhood'], ReturnType<typeof neighborhoodShape>>;

/** The list size the spec asks for on every list call: effectively all. */
export const ALL = 99999;

/**
 * The start's lookup takes the answer the document's head already asked for (services/api/start-preload.ts):
 * a body there is a successful answer (null when the head's call failed), checked like any other.
 */
export async function getCountryByCodeName(codeName: string): Promise<Country> {
  const preloaded = await takePreloadedLookup(codeName);
  return checked(
    'country',
    preloaded ? { data: preloaded, status: 200 } : api.get<unknown>(`common/country-by-code-name/${codeName}`),
  );
}

export async function getCitiesByCountry(countryId: number): Promise<City[]> {
  return (await checked('cities', api.get<unknown>(`common/cities/by-country/${countryId}?page_size=${ALL}`))).results;
}

export async function getNeighborhoodsByCity(cityId: number): Promise<Neighborhood[]> {
  return (await checked('neighborhoods', api.get<unknown>(`common/neighborhood/by-city/${cityId}?page_size=${ALL}`)))
    .results;
}
