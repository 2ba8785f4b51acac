import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { keyIsSpent, newIdempotencyKey } from '@/services/idempotency';
import { useGuardedMutation } from './use-guarded-mutation';

type KeyedOptions<TData, TVariables> = Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'mutationFn' | 'onSettled'>;

/**
 * A creating mutation of a form with no saved draft (a dialog, the top-up, the wizard): `create`
 * gets the form's idempotency key, made when the form first sends and kept through failures whose
 * outcome is unknown (network, timeout, 5xx), so a retry cannot create twice; renewed once the
 * server answered for good (services/idempotency.ts `keyIsSpent`). Guarded against a double tap.
 */
export function useKeyedMutation<TData, TVariables>(
  create: (variables: TVariables, key: string) => Promise<TData>,
  options: KeyedOptions<TData, TVariables>,
) {
  const key = useRef<string | null>(null);
  return useGuardedMutation<TData, DefaultError, TVariables>({
    ...options,
    mutationFn: (variables) => create(variables, (key.current ??= newIdempotencyKey())),
    onSettled: (_data, error) => {
      if (keyIsSpent(error)) key.current = null;
    },
  });
}
