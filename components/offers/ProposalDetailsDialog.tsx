import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderTabs, loadReportDialog } from '@/components/provider-profile';
import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import type { Offer } from '@/services/offers/offers';
import type { ServiceRequestDetails } from '@/services/requests';
import { OfferCard } from './OfferCard';
import { OfferPhotos } from './OfferPhotos';

const HireDialog = lazy(() => import('./HireDialog'));
const RejectOfferDialog = lazy(() => import('./RejectOfferDialog'));
const ReportDialog = lazy(() => loadReportDialog());

/**
 * The spec's "proposal details" dialog: one offer in full over the request's offers (price, details,
 * proposed date, photos) and what the client can do with it. Hiring, turning down and reporting open
 * over it (nested dialogs, so focus comes back here); the provider opens inside it as the spec's
 * "tabs" view, with a way back. The offer's page (/clients/offers/{id}) stays for links and
 * notifications.
 */
export default function ProposalDetailsDialog({
  offer,
  request,
  onClose,
}: {
  offer: Offer;
  request: ServiceRequestDetails;
  onClose: () => void;
}) {
  const { t } = useTranslation(['offers', 'common']);
  const [view, setView] = useState<'offer' | 'provider'>('offer');
  const [nested, setNested] = useState<'hire' | 'reject' | 'report' | null>(null);
  const back = useRef<HTMLButtonElement>(null);
  const about = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  // Focus follows the view: the way back when the provider opens, the button that opened it on return.
  useEffect(() => {
    if (!switched.current) return;
    (view === 'provider' ? back : about).current?.focus();
  }, [view]);
  const show = (next: 'offer' | 'provider') => {
    switched.current = true;
    setView(next);
  };
  return (
    <SheetDialog
      role="client"
      title={view === 'offer' ? t('proposal.title') : t('page.about')}
      description={<ReferenceNumber label={t('page.forRequest')} value={request.reference_number} />}
      wide
      onClose={onClose}
    >
      {view === 'offer' ? (
        <div className="flex flex-col gap-4">
          <OfferCard
            offer={offer}
            request={request}
            full
            onHire={() => setNested('hire')}
            onReject={() => setNested('reject')}
          />
          <OfferPhotos offer={offer} />
          <div className="flex flex-wrap gap-2">
            <button ref={about} type="button" className="btn-secondary" onClick={() => show('provider')}>
              {t('page.about')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setNested('report')}>
              {t('common:actions.reportProvider')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <button
            ref={back}
            type="button"
            className="self-start text-sm font-semibold text-brand-dark underline"
            onClick={() => show('offer')}
          >
            <DirectionalIcon points="back" className="h-4 w-4 align-text-bottom" /> {t('proposal.back')}
          </button>
          <ProviderTabs providerId={offer.provider.id} />
        </div>
      )}
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('proposal.close')}
        </button>
      </DialogActions>
      <Suspense fallback={null}>
        {nested === 'hire' && <HireDialog offer={offer} onClose={() => setNested(null)} />}
        {nested === 'reject' && <RejectOfferDialog offer={offer} onClose={() => setNested(null)} />}
        {nested === 'report' && (
          <ReportDialog
            user={{ id: offer.provider.id, name: offer.provider.display_name }}
            request={offer.request}
            onClose={() => setNested(null)}
          />
        )}
      </Suspense>
    </SheetDialog>
  );
}
