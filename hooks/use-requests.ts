import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRequest } from '@/services/requests';

/** The client's requests; every request mutation invalidates `requestKeys.all`. */
export const requestKeys = {
  all: ['requests'] as const,
};

/** POST requests/: field errors come back on the form (handled by the screen). */
export const useCreateRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
};
