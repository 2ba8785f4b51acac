import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import type { ReactNode } from 'react';

/** A settings page's title (the page's one h1) and an optional line under it. */
export function SettingsPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="mt-1 text-ink-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
