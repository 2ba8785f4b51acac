import { LIVE_ROOTS, MARKET_ROOTS } from '@/hooks/shared/query-roots';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import type { KeyStore } from '@/services/api/idempotency';
import { rateClient, rateProvider, type RateClientBody, type RateProviderBody } from '@/services/reviews/ratings';

/** The request's owner rates the hired provider (once); the dialog shows the error itself and keeps the key (`keys`). */
export const useRateProvider = (requestId: number, keys?: KeyStore) => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useKeyedMutation(
    (body: RateProviderBody, key) => rateProvider(requestId, body, key),
    { onSuccess: invalidate },
    keys,
  );
};
/** The hired provider rates the client (once); the dialog keeps the key (`keys`). */

export const useRateClient = (requestId: number, keys?: KeyStore) => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useKeyedMutation(
    (body: RateClientBody, key) => rateClient(requestId, body, key),
    { onSuccess: invalidate },
    keys,
  );
};
