import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_PROVIDER_ROOT } from '@/hooks/shared/query-roots';
import { AppError } from '@/services/api/errors';
import { getProviderProfile, type ProviderProfile } from '@/services/provider-account/provider';

/**
 * The signed-in provider's own profile and balance. Every change to them (create, edit, location,
 * pause, top-up, an offer paid from the balance) invalidates `myProviderKeys.all`.
 */
export const myProviderKeys = {
  all: MY_PROVIDER_ROOT,
  profile: () => [...MY_PROVIDER_ROOT, 'profile'] as const,
  balance: () => [...MY_PROVIDER_ROOT, 'balance'] as const,
};

/** The profile, or null when the user has none yet (404 `Provider profile not found`). */
export async function fetchMyProviderProfile(): Promise<ProviderProfile | null> {
  try {
    return await getProviderProfile();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export const myProviderProfileQueryOptions = () =>
  queryOptions({
    queryKey: myProviderKeys.profile(),
    queryFn: fetchMyProviderProfile,
    // Asked early by the start (components/shell/StartGate.tsx) and by every part of a provider's screen
    // that shows it: not asked again by each as it mounts; every change invalidates it at once.
    staleTime: 5_000,
  });

export const useMyProviderProfile = (enabled = true) => useQuery({ ...myProviderProfileQueryOptions(), enabled });
