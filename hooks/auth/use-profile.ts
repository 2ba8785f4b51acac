import { queryOptions } from '@tanstack/react-query';
import { getUserProfile } from '@/services/auth/profile';
import { useAppState } from '@/store/shared/app-store';

/** Invalidate `profileKey` after anything that changes the user; the start gate puts the fresh profile in the store. */
export const profileKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKey, queryFn: getUserProfile, staleTime: 60_000 });

/** The signed-in person (null for a guest). The start sequence keeps it in the store. */
export const useCurrentUser = () => useAppState((state) => state.user);
