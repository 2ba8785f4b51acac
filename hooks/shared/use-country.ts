import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCitiesByCountry, getCountryByCodeName, getNeighborhoodsByCity } from '@/services/shared/locations';

export const countryKeys = {
  byCode: (codeName: string) => ['country', codeName] as const,
  cities: (countryId: number) => ['cities', countryId] as const,
  neighborhoods: (cityId: number) => ['neighborhoods', cityId] as const,
};

export const countryQueryOptions = (codeName: string) =>
  queryOptions({
    queryKey: countryKeys.byCode(codeName),
    queryFn: () => getCountryByCodeName(codeName),
    staleTime: Infinity,
  });

export const citiesQueryOptions = (countryId: number) =>
  queryOptions({
    queryKey: countryKeys.cities(countryId),
    queryFn: () => getCitiesByCountry(countryId),
    staleTime: Infinity,
  });

export const neighborhoodsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: countryKeys.neighborhoods(cityId),
    queryFn: () => getNeighborhoodsByCity(cityId),
    staleTime: Infinity,
  });

export const useCities = (countryId: number | undefined) =>
  useQuery({ ...citiesQueryOptions(countryId ?? 0), enabled: countryId !== undefined });

export const useNeighborhoods = (cityId: number | undefined) =>
  useQuery({ ...neighborhoodsQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
