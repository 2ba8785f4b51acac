import { useTranslation } from 'react-i18next';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import type { Badge } from '@/services/lifecycle/offer-view';
import type { RequestBadgeKey } from '@/services/lifecycle/request-view';
import { StatusBadge } from './StatusBadge';
import type { ReactNode } from 'react';

/**
 * A request's heading on each page that shows one (the client's request, the provider's job, the
 * delivery location): the service's name, the status badge, the reference number (LTR) with what the
 * page adds after it on that line (`meta`), then the page's own lines (`children`).
 */
export function RequestHeader({
  name,
  badge,
  reference,
  meta,
  children,
}: {
  name: string;
  badge: Badge<RequestBadgeKey>;
  reference: string;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('requests');
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{name}</h1>
        <StatusBadge badge={badge} />
      </div>
      <p className="text-sm text-ink-muted">
        <ReferenceNumber label={t('myRequests.reference')} value={reference} />
        {meta}
      </p>
      {children}
    </header>
  );
}
