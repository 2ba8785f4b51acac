import { useMutation } from '@tanstack/react-query';
import { rateProvider, type RateProviderBody } from '@/services/ratings';
import { useInvalidateMarket } from './use-requests';

/** The request's owner rates the hired provider (once); the dialog shows the error itself. */
export const useRateProvider = (requestId: number) => {
  const invalidate = useInvalidateMarket();
  return useMutation({ mutationFn: (body: RateProviderBody) => rateProvider(requestId, body), onSuccess: invalidate, meta: { handlesError: true } });
};
