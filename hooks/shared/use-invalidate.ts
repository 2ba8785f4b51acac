import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a change: marks stale (and refetches what is on screen) every query under the given roots
 * (`hooks/shared/query-roots.ts` or a resource's `…Keys.all`). The promise settles once the refetches
 * have, so a mutation's `onSuccess` returning it keeps the button busy until the screen is current.
 */
export function useInvalidate(...roots: readonly QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
