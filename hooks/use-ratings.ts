import { useKeyedMutation } from './use-keyed-mutation';
import { rateProvider, type RateProviderBody } from '@/services/ratings';
import { useInvalidateMarket } from './use-requests';

/** The request's owner rates the hired provider (once); the dialog shows the error itself. */
export const useRateProvider = (requestId: number) => {
  const invalidate = useInvalidateMarket();
  return useKeyedMutation((body: RateProviderBody, key) => rateProvider(requestId, body, key), { onSuccess: invalidate, meta: { handlesError: true } });
};
