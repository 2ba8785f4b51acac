import { api, commonAnswers, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { cityShape, neighborhoodShape } from '@/services/api/common-shapes';
import type { Read } from '@/services/api/shape';
import { takePreloadedLookup } from '@/services/api/start-preload';
import type { Country, Paginated } from '@/services/api/types';

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
  return shaped(
    commonAnswers,
    'country',
    preloaded ? { data: preloaded, status: 200 } : api.get<unknown>(`common/country-by-code-name/${codeName}`),
  );
}

export async function getCitiesByCountry(countryId: number): Promise<City[]> {
  const answer = api.get<unknown>(`common/cities/by-country/${countryId}?page_size=${ALL}`);
  const cities: Paginated<City> = await shaped(commonAnswers, 'cities', answer);
  return cities.results;
}

export async function getNeighborhoodsByCity(cityId: number): Promise<Neighborhood[]> {
  const answer = api.get<unknown>(`common/neighborhood/by-city/${cityId}?page_size=${ALL}`);
  const neighborhoods: Paginated<Neighborhood> = await shaped(commonAnswers, 'neighborhoods', answer);
  return neighborhoods.results;
}
