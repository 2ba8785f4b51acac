import { useState } from 'react';
import { keyIsSpent, newIdempotencyKey, type KeyStore } from '@/services/api/idempotency';
import { useGuardedMutation } from './use-guarded-mutation';
import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';

type KeyedOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'mutationFn' | 'onSettled'
>;

/** The key kept for the open form only (a dialog, the top-up). */
function formKey(): KeyStore {
  let key: string | null = null;
  return { get: () => key, set: (next) => (key = next) };
}

/**
 * A creating mutation: `create` gets the form's idempotency key, made when the form first sends and
 * kept through failures whose outcome is unknown (network, timeout, 5xx), so a retry cannot create
 * twice; renewed once the server answered for good (services/api/idempotency.ts `keyIsSpent`). A form
 * with a saved draft (the wizard, contact us) keeps the key in it (`store`), so a reload keeps it
 * too; a dialog keeps it for as long as it is open. Guarded against a double tap.
 */
export function useKeyedMutation<TData, TVariables>(
  create: (variables: TVariables, key: string) => Promise<TData>,
  options: KeyedOptions<TData, TVariables> = {},
  store?: KeyStore,
) {
  const [own] = useState(formKey);
  const keys = store ?? own;
  return useGuardedMutation<TData, DefaultError, TVariables>({
    ...options,
    mutationFn: (variables) => {
      let key = keys.get();
      if (!key) {
        key = newIdempotencyKey();
        keys.set(key);
      }
      return create(variables, key);
    },
    onSettled: (_data, error) => {
      if (keyIsSpent(error)) keys.set(null);
    },
  });
}
