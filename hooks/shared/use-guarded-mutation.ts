import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSingleFlight } from './use-single-flight';

/**
 * `useMutation` that runs once at a time (useSingleFlight): a call made while one is under way is
 * ignored. Every mutation in hooks/ is one of these (ESLint refuses `useMutation` elsewhere), so
 * every trigger on every screen is covered. Its failure is the screen's to show (FormAlert where the
 * user is looking); only `meta: { toastsError: true }` adds the error toast (hooks/shared/query-client.ts).
 */
export function useGuardedMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const mutateAsync = useSingleFlight(mutation.mutateAsync);
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      mutateAsync(variables, callOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
