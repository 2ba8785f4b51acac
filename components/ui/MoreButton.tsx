import { Spinner } from './Spinner';

/** "Show more" under a paged list while there is a next page; busy while it loads. */
export function MoreButton({
  list,
  label,
  className = 'btn-secondary',
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  className?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage && <Spinner />}
      {label}
    </button>
  );
}
