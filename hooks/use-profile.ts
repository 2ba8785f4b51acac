import { queryOptions } from '@tanstack/react-query';
import { getUserProfile } from '@/services/profile';
import { useAppState } from '@/store/app-store';
import { queryKeys } from './query-keys';

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: getUserProfile, staleTime: 60_000 });

/** The signed-in person (null for a guest). The start sequence keeps it in the store. */
export const useCurrentUser = () => useAppState((state) => state.user);
