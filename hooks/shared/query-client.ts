import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCopy, isSuppressed, toAppError } from '@/services/api/errors';
import { showToast } from '@/store/shared/app-store';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * Whether a failure shows the default error toast (`notifyError`). A mutation's screen shows its
     * own error where the user is looking (beside the form, in the dialog), so mutations toast only
     * when marked `toastsError: true`; a query toasts unless marked `toastsError: false` (its screen
     * has a retry state of its own, and a failed background refetch is otherwise silent).
     */
    queryMeta: { toastsError?: boolean };
    mutationMeta: { toastsError?: boolean };
  }
}

/**
 * The default handling of a failed call (spec §8): an error toast, never for 'Wrong region', and
 * none for a 401: the session has expired and the login page is already on its way.
 */
export function notifyError(error: unknown): void {
  const appError = toAppError(error);
  if (isSuppressed(appError) || appError.status === 401) return;
  showToast({ kind: 'error', header: 'MESSAGES:ERROR', ...errorCopy(appError) });
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toastsError !== false) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toastsError === true) notifyError(error);
      },
    }),
    defaultOptions: {
      // A change offline fails at once ("You're offline: nothing was sent", services/api/api-client.ts)
      // rather than pausing and going out later behind the user's back.
      mutations: { networkMode: 'always' },
      queries: {
        // A read goes out once offline too: the service worker answers it with the copy it kept
        // (public/sw.js; docs/architecture.md "The installed app and offline"); with none, its
        // retries pause until the network is back.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry:
          options.retry === false
            ? false
            : (failureCount, error) => {
                const { status } = toAppError(error);
                return (status === 0 || status >= 500) && failureCount < 1;
              },
      },
    },
  });
}
