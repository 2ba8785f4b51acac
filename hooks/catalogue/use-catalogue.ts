import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMainCategories } from '@/services/catalogue/catalogue';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
};

/** The catalogue changes rarely: kept for the session. Screens show its errors themselves. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: getMainCategories,
    staleTime: Infinity,
    meta: { toastsError: false },
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
