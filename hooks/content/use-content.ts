import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTestimonials } from '@/services/content/content';

export const contentKeys = {
  all: ['content'] as const,
  testimonials: () => [...contentKeys.all, 'testimonials'] as const,
};

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.testimonials(),
    queryFn: getTestimonials,
    staleTime: 5 * 60_000,
    meta: { toastsError: false },
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
