import { Spinner } from './Spinner';

/** The next page of an infinite list, while there is one: busy (with a spinner) while it loads. */
export function LoadMoreButton({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn-secondary self-start"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage && <Spinner />}
      {label}
    </button>
  );
}
