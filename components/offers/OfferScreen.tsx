import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadReportDialog } from '@/components/provider-profile';
import { BackLink } from '@/components/ui/BackLink';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import { WaitingDialog } from '@/components/ui/WaitingDialog';
import { paths } from '@/config/paths';
import { useSignedInOnly } from '@/hooks/auth';
import { useOffer } from '@/hooks/offers/use-offers';
import { useRequest } from '@/hooks/requests';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useHeaderConfig } from '@/hooks/shared/use-header-config';
import { AppError } from '@/services/api/errors';
import { idFromQuery } from '@/services/shared/route-params';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { OfferCard } from './OfferCard';
import { OfferPhotos } from './OfferPhotos';

const RejectOfferDialog = lazy(() => import('./RejectOfferDialog'));
const HireDialog = lazy(() => import('./HireDialog'));
const ReportDialog = lazy(() => loadReportDialog());

/** The presented offer (/clients/offers/{id}): the provider, the price and details, photos, the proposed date. */
export function OfferScreen() {
  const { t } = useTranslation(['offers', 'common']);
  const router = useRouter();
  const user = useSignedInOnly();
  const id = idFromQuery(router.query.offerId);
  const known = Number.isFinite(id);
  const offer = useOffer(user && known ? id : null);
  const request = useRequest(offer.data ? offer.data.request : null);
  const [dialog, setDialog] = useState<'hire' | 'reject' | 'report' | null>(null);
  const title = offer.data ? t('page.title', { name: offer.data.provider.display_name }) : undefined;
  useDocumentTitle(title);
  useHeaderConfig(
    title ?? t('title'),
    offer.data
      ? { href: paths.request.getHref(offer.data.request), label: t('page.backToRequest') }
      : { href: paths.myRequests.getHref(), label: t('common:nav.myRequests') },
  );

  if (!user) return null;
  const missing = (error: unknown) => error instanceof AppError && error.status === 404;
  if (!known || missing(offer.error) || missing(request.error))
    return <NotFoundState back={{ href: paths.myRequests.getHref(), label: t('common:nav.myRequests') }} />;
  const loading = t('title');
  const reserve = 'mx-auto max-w-3xl px-4 min-h-96';
  // The request is asked for once the offer names it: the same room is kept while each arrives.
  return (
    <QueryView query={offer} loading={loading} reserve={reserve}>
      {(shown) => (
        <QueryView query={request} loading={loading} reserve={reserve}>
          {(offerRequest) => (
            <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
              <BackLink href={paths.request.getHref(shown.request)} label={t('page.backToRequest')} />
              <h1 className="text-2xl font-bold">{t('page.title', { name: shown.provider.display_name })}</h1>
              <p className="text-sm text-ink-muted">
                <ReferenceNumber label={t('page.forRequest')} value={shown.request_reference} />
              </p>
              <OfferCard
                offer={shown}
                request={offerRequest}
                full
                onHire={() => setDialog('hire')}
                onReject={() => setDialog('reject')}
              />
              <button
                type="button"
                className="self-start text-sm font-semibold text-red-700 underline"
                onClick={() => setDialog('report')}
              >
                {t('common:actions.reportProvider')}
              </button>
              <OfferPhotos offer={shown} />
              <Suspense fallback={null}>
                {dialog === 'hire' && <HireDialog offer={shown} onClose={() => setDialog(null)} />}
                {dialog === 'reject' && <RejectOfferDialog offer={shown} onClose={() => setDialog(null)} />}
                {/* A report typed when the session ended comes back open after signing in. */}
                <WaitingDialog
                  dialog={dialogDraftId.report(shown.provider.id, shown.request)}
                  open={dialog === 'report'}
                  onClose={() => setDialog(null)}
                >
                  {(close) => (
                    <ReportDialog
                      user={{ id: shown.provider.id, name: shown.provider.display_name }}
                      request={shown.request}
                      onClose={close}
                    />
                  )}
                </WaitingDialog>
              </Suspense>
            </div>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
