import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from './use-catalogue';

/* One entry of the cached catalogue, for its own page (a category's, a service's): apart from the list's hooks, so the pages showing the list do not carry them. */

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
