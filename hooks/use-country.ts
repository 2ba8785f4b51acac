import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCitiesByCountry, getCountryByCodeName, getNeighborhoodsByCity } from '@/services/locations';
import { queryKeys } from './query-keys';

export const countryQueryOptions = (codeName: string) =>
  queryOptions({ queryKey: queryKeys.country(codeName), queryFn: () => getCountryByCodeName(codeName), staleTime: Infinity });

export const citiesQueryOptions = (countryId: number) =>
  queryOptions({ queryKey: queryKeys.cities(countryId), queryFn: () => getCitiesByCountry(countryId), staleTime: Infinity });

export const neighborhoodsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: queryKeys.neighborhoods(cityId),
    queryFn: () => getNeighborhoodsByCity(cityId),
    staleTime: Infinity,
  });

export const useCities = (countryId: number | undefined) =>
  useQuery({ ...citiesQueryOptions(countryId ?? 0), enabled: countryId !== undefined });

export const useNeighborhoods = (cityId: number | undefined) =>
  useQuery({ ...neighborhoodsQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
