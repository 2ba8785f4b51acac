import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/catalogue';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/LoadStates';
import { QueryView } from '@/components/ui/QueryView';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import { Spinner } from '@/components/ui/Spinner';
import { TabLinks } from '@/components/ui/TabLinks';
import { paths } from '@/config/paths';
import { useSignedInOnly } from '@/hooks/auth';
import { useMyRequests } from '@/hooks/requests/use-requests';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import type { RequestScope } from '@/services/lifecycle/request';
import { requestBadge } from '@/services/lifecycle/request-view';
import type { ServiceRequestSummary } from '@/services/requests/requests';
import { formatDate } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { StatusBadge } from './StatusBadge';

const SCOPES: readonly RequestScope[] = ['current', 'previous'];

function RequestRow({ request }: { request: ServiceRequestSummary }) {
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const name = localized(request.sub_service, 'name', language);
  return (
    <li>
      <Card href={paths.request.getHref(request.id)} as={Link} interactive className="flex gap-3">
        <CategoryIcon icon={request.sub_service.icon} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{name}</span>
            <StatusBadge badge={requestBadge(request.status)} />
          </span>
          <span className="text-sm text-ink-muted">
            <ReferenceNumber label={t('myRequests.reference')} value={request.reference_number} />
            {request.city && ` · ${localized(request.city, 'name', language)}`}
          </span>
          <span className="flex flex-wrap justify-between gap-2 text-sm">
            {request.offers_count !== undefined && (
              <span className="font-medium">{t('myRequests.offers', { count: request.offers_count })}</span>
            )}
            {request.created_at && (
              <span className="text-ink-muted">
                {t('myRequests.sentOn', { date: formatDate(request.created_at, place) })}
              </span>
            )}
          </span>
        </span>
      </Card>
    </li>
  );
}

function RequestList({ scope }: { scope: RequestScope }) {
  const { t } = useTranslation('requests');
  const requests = useMyRequests(scope);
  const empty = (
    <div className="flex flex-col items-center gap-3">
      <EmptyState>{t(`myRequests.empty.${scope}`)}</EmptyState>
      {scope === 'current' && (
        <Link href={paths.services.getHref('client')} className="btn-primary">
          {t('myRequests.empty.browse')}
        </Link>
      )}
    </div>
  );
  return (
    <QueryView query={requests} loading={t('myRequests.title')} reserve="min-h-64" empty={empty}>
      {(data) => (
        <>
          <ul className="flex flex-col gap-3">
            {data.pages
              .flatMap((page) => page.results)
              .map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
          </ul>
          {requests.hasNextPage && (
            <button
              type="button"
              className="btn-secondary mt-4 w-full"
              onClick={() => void requests.fetchNextPage()}
              disabled={requests.isFetchingNextPage}
            >
              {requests.isFetchingNextPage && <Spinner />}
              {t('myRequests.more')}
            </button>
          )}
        </>
      )}
    </QueryView>
  );
}

/** My requests (/clients/my-requests): current and previous ones, the tab in the URL (`?tab=previous`). */
export function MyRequestsScreen() {
  const { t } = useTranslation(['requests', 'common']);
  const router = useRouter();
  const user = useSignedInOnly();
  useDocumentTitle(t('myRequests.title'));
  const scope: RequestScope = router.query.tab === 'previous' ? 'previous' : 'current';
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('myRequests.title')}</h1>
        <Link href={paths.reviews.getHref('client')} className="text-sm font-semibold text-brand-dark hover:underline">
          {t('common:nav.clientReviews')}
        </Link>
      </div>
      <TabLinks
        label={t('myRequests.tabs.label')}
        className="mt-4"
        current={scope}
        tabs={SCOPES.map((item) => ({
          key: item,
          href: item === 'current' ? paths.myRequests.getHref() : paths.myRequests.getHref({ tab: 'previous' }),
          label: t(`myRequests.tabs.${item}`),
        }))}
      />
      <div className="mt-4">
        <RequestList scope={scope} />
      </div>
    </div>
  );
}
