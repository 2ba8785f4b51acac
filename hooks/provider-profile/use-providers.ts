import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_ROOTS } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import type { KeyStore } from '@/services/api/idempotency';
import { getPublicProvider } from '@/services/provider-profile/public-provider';
import { createReport, type ReportBody } from '@/services/provider-profile/reports';
import { inviteProvider } from '@/services/requests';

/** Providers as others see them, and the reviews people received. */
export const providerKeys = {
  all: ['providers'] as const,
  detail: (id: number) => [...providerKeys.all, id] as const,
  reviews: (id: number) => [...providerKeys.all, id, 'reviews'] as const,
  received: (role: 'client' | 'provider') => ['ratings', 'received', role] as const,
};

export const publicProviderQueryOptions = (id: number) =>
  queryOptions({ queryKey: providerKeys.detail(id), queryFn: () => getPublicProvider(id) });

export const usePublicProvider = (id: number | null) =>
  useQuery({ ...publicProviderQueryOptions(id ?? 0), enabled: id !== null });

/** Ask a provider to send an offer on one of my open requests; the dialog explains a refusal. */
export const useInviteProvider = () => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ requestId, providerId }: { requestId: number; providerId: number }) =>
      inviteProvider(requestId, providerId),
    onSuccess: invalidate,
  });
};

/** Reports a person; the dialog keeps the key (`keys`). */
export const useReport = (keys?: KeyStore) =>
  useKeyedMutation((body: ReportBody, key) => createReport(body, key), {}, keys);
