import { MoreButton } from '@/components/ui/MoreButton';
import type { ComponentProps, ReactNode } from 'react';

/** The frame of both reviews pages (the client's, the provider's): the title, what it lists, the list, then "more". */
export function ReviewsPage({
  title,
  subtitle,
  list,
  more,
  children,
}: {
  title: string;
  subtitle: string;
  list: ComponentProps<typeof MoreButton>['list'];
  /** The label of the button that loads the next page. */
  more: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-ink-muted">{subtitle}</p>
      </div>
      {children}
      <MoreButton list={list} label={more} />
    </div>
  );
}
