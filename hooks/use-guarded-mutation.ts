import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * `useMutation` that runs once at a time: a call made while one is under way is ignored (its
 * promise never settles, so the second tap's follow-up, a toast or a navigation, never runs
 * twice). The guard is a ref set synchronously, because `isPending` turns true a render late:
 * two taps 30 ms apart both saw it false. Every mutation in hooks/ is one of these (ESLint
 * refuses `useMutation` elsewhere), so every trigger on every screen is covered.
 */
export function useGuardedMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(false);
  const { mutateAsync: run } = mutation;
  const mutateAsync = useCallback(
    async (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (running.current) return new Promise<TData>(() => undefined);
      running.current = true;
      try {
        return await run(variables, callOptions);
      } finally {
        running.current = false;
      }
    },
    [run],
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      mutateAsync(variables, callOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
