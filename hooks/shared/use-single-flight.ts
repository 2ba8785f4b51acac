import { useCallback, useRef } from 'react';

/**
 * The one guard against a second tap: `run` runs once at a time, and a call made while one is under
 * way is ignored (its promise never settles, so the second tap's follow-up, a toast or a navigation,
 * never runs twice). A ref set synchronously, because a pending state turns true a render late: two
 * taps 30 ms apart both saw it false. Every mutation goes through it (useGuardedMutation); an action
 * that is not a TanStack mutation (the header's language switch) uses it directly.
 */
export function useSingleFlight<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const running = useRef(false);
  return useCallback(
    async (...args: Args) => {
      if (running.current) return new Promise<Result>(() => undefined);
      running.current = true;
      try {
        return await run(...args);
      } finally {
        running.current = false;
      }
    },
    [run],
  );
}
