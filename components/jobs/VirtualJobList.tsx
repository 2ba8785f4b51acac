import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';
import type { JobOpportunity } from '@/services/jobs';
import { JobCard } from './JobCard';

/** A card's height on a phone, before it is measured. */
const ESTIMATED_ROW = 168;

interface Props {
  jobs: readonly JobOpportunity[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onDismiss: (job: JobOpportunity, action: 'hide' | 'delete') => void;
}

/**
 * The feed as a window-scrolled virtual list (@tanstack/react-virtual): only the cards near the
 * screen are in the DOM, so 1,000 jobs scroll like 10; the next page loads as the end comes near.
 * Each row says its place ("3 of 1,000") to screen readers, as the list is never whole.
 */
export function VirtualJobList({ jobs, total, hasMore, loadingMore, onLoadMore, onDismiss }: Props) {
  const { t } = useTranslation('jobs');
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => setMargin(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({ count: jobs.length, estimateSize: () => ESTIMATED_ROW, overscan: 4, gap: 12, scrollMargin: margin });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && last >= jobs.length - 8) onLoadMore();
  }, [hasMore, loadingMore, last, jobs.length, onLoadMore]);
  return (
    <>
      <ul ref={listRef} aria-label={t('feed.list', { count: total })} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const job = jobs[item.index];
          if (!job) return null;
          return (
            <li
              key={job.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={total}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <JobCard job={job} onDismiss={(action) => onDismiss(job, action)} />
            </li>
          );
        })}
      </ul>
      {loadingMore && (
        <p role="status" className="mt-3 flex items-center justify-center gap-2 text-ink-muted">
          <Spinner />
          {t('feed.loadingMore')}
        </p>
      )}
    </>
  );
}
