import { EmptyState, ErrorState, LoadingState } from './LoadStates';
import type { ReactNode } from 'react';

/** What QueryView reads of a query (`useQuery` and `useInfiniteQuery` results both fit). */
export interface QueryStates<TData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => Promise<unknown>;
}

interface QueryViewProps<TData> {
  query: QueryStates<TData>;
  /** Announced while loading (LoadingState), or the skeleton drawn in its place. */
  loading: ReactNode;
  /** With a label: min-height classes that keep the content's room (no layout shift when it lands). */
  reserve?: string;
  /** Drawn in place of the default error (FormAlert with a retry). */
  error?: (error: unknown, retry: () => void) => ReactNode;
  /** Shown when there is nothing: a string becomes an EmptyState. */
  empty?: ReactNode;
  /** When `empty` shows; by default an empty list, or pages whose `results` are all empty. */
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}

function hasNothing(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const pages = (data as { pages?: unknown } | null)?.pages;
  return (
    Array.isArray(pages) &&
    pages.every((page: { results?: unknown }) => Array.isArray(page?.results) && page.results.length === 0)
  );
}

/**
 * The loading / error / empty / content ladder of a screen that shows a query: loading is announced
 * politely (role status), a failure shows the error in the reader's language with a retry, then the
 * empty state or the content, drawn from the data.
 */
export function QueryView<TData>({
  query,
  loading,
  reserve,
  error,
  empty,
  isEmpty = hasNothing,
  children,
}: QueryViewProps<TData>) {
  if (query.isPending)
    return typeof loading === 'string' ? <LoadingState label={loading} reserve={reserve} /> : loading;
  const retry = () => void query.refetch();
  if (query.isError) return error ? error(query.error, retry) : <ErrorState error={query.error} onRetry={retry} />;
  // A settled query without an error has its data (TanStack never stores `undefined`).
  if (query.data === undefined) return null;
  if (empty !== undefined && isEmpty(query.data))
    return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty;
  return children(query.data);
}
