import type { KeyStore } from '@/services/idempotency';
import { rateProvider, type RateProviderBody } from '@/services/ratings';
import { MARKET_ROOTS } from './query-roots';
import { useInvalidate } from './use-invalidate';
import { useKeyedMutation } from './use-keyed-mutation';

/** The request's owner rates the hired provider (once); the dialog shows the error itself and keeps the key (`keys`). */
export const useRateProvider = (requestId: number, keys?: KeyStore) => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useKeyedMutation(
    (body: RateProviderBody, key) => rateProvider(requestId, body, key),
    { onSuccess: invalidate },
    keys,
  );
};
