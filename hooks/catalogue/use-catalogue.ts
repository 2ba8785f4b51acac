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

/** One main category, read from the cached catalogue (no call of its own); `null` when there is no such id. */
export const useCategory = (id: number) =>
  useQuery({
    ...categoriesQueryOptions(),
    select: (categories) => categories.find((category) => category.id === id) ?? null,
  });

/** One sub-service and its category, read from the cached catalogue; `null` when there is no such id. */
export const useSubService = (id: number) =>
  useQuery({
    ...categoriesQueryOptions(),
    select: (categories) => {
      const category = categories.find((candidate) => candidate.sub_services.some((service) => service.id === id));
      const service = category?.sub_services.find((candidate) => candidate.id === id);
      return category && service ? { category, service } : null;
    },
  });
