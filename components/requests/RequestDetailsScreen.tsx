import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { OffersSection } from '@/components/offers';
import { ReviewCard } from '@/components/reviews';
import { BackLink } from '@/components/ui/BackLink';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { ShareButton } from '@/components/ui/ShareButton';
import { paths } from '@/config/paths';
import { useSignedInOnly } from '@/hooks/auth';
import { useRequestOffers } from '@/hooks/offers';
import { useRequest } from '@/hooks/requests/use-requests';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useHeaderConfig } from '@/hooks/shared/use-header-config';
import { AppError } from '@/services/api/errors';
import { requestView } from '@/services/lifecycle/request-view';
import { ltr } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { idFromQuery } from '@/services/shared/route-params';
import { useAppState } from '@/store/shared/app-store';
import { InvitedProviders } from './InvitedProviders';
import { RequestActions } from './RequestActions';
import { RequestFacts } from './RequestFacts';
import { RequestHeader } from './RequestHeader';
import { RequestTimeline } from './RequestTimeline';

/** A client's request (/clients/my-requests/{id}): its state and progress, what was asked, the offers. */
export function RequestDetailsScreen() {
  const { t } = useTranslation('requests');
  const language = useAppState((state) => state.language);
  const router = useRouter();
  const user = useSignedInOnly();
  const id = idFromQuery(router.query.requestId);
  const known = Number.isFinite(id);
  const request = useRequest(user && known ? id : null);
  const offers = useRequestOffers(id, Boolean(request.data?.is_owner));
  const name = request.data ? localized(request.data.sub_service, 'name', language) : '';
  const back = { href: paths.myRequests.getHref(), label: t('details.back') };
  useDocumentTitle(name || t('myRequests.title'));
  useHeaderConfig(name || t('myRequests.title'), back);

  if (!user) return null;
  if (!known || (request.error instanceof AppError && request.error.status === 404)) {
    return <NotFoundState back={back} />;
  }
  return (
    <QueryView query={request} loading={t('myRequests.title')} reserve="mx-auto max-w-3xl px-4 min-h-96">
      {(details) => {
        const view = requestView(details, offers.data ?? [], 'client');
        return (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
            <BackLink {...back} />
            <RequestHeader name={name} badge={view.badge} reference={details.reference_number}>
              {details.status_reason && (
                <p className="text-sm">
                  {t('details.reason')}: <bdi dir="auto">{details.status_reason}</bdi>
                </p>
              )}
              {/* The link is the service's public page: the request's own is its owner's alone (a 404 to
                  anyone else), and nothing of the address or the phone leaves with the reference. */}
              <ShareButton
                label={t('details.share')}
                title={t('details.shareTitle', { reference: ltr(details.reference_number) })}
                text={t('details.shareText', { service: name, reference: ltr(details.reference_number) })}
                path={paths.service.getHref('client', details.sub_service.id)}
              />
            </RequestHeader>
            {view.progress && <RequestTimeline progress={view.progress} sentAt={details.created_at} />}
            <RequestActions request={details} view={view} />
            {details.my_rating && <ReviewCard rating={details.my_rating} mine />}
            <InvitedProviders ids={details.invited_providers} />
            <OffersSection request={details} />
            <RequestFacts request={details} />
          </div>
        );
      }}
    </QueryView>
  );
}
