import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteRequest, type RequestEnding } from '@/hooks/use-requests';
import { canCancel, canClose, canComplete, canRate } from '@/services/lifecycle/request';
import type { Offer } from '@/services/offers';
import type { ServiceRequestDetails } from '@/services/requests';
import { WhatsAppLink } from './OfferCard';

const ConfirmDialog = lazy(() => import('@/components/ui/ConfirmDialog'));
const EndRequestDialog = lazy(() => import('./EndRequestDialog'));
const RateProviderDialog = lazy(() => import('./RateProviderDialog'));

type Open = { kind: 'end'; ending: RequestEnding } | { kind: 'complete' } | { kind: 'rate' } | null;

/**
 * What the owner can do with the request in its state (read from the request lifecycle): cancel or
 * close it before hiring, chat with and mark the hired provider's work completed, rate them.
 */
export function RequestActions({ request, offers }: { request: ServiceRequestDetails; offers: readonly Offer[] }) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState<Open>(null);
  const [rated, setRated] = useState(false);
  const complete = useCompleteRequest(request.id);
  const hired = offers.find((offer) => offer.status === 'hired') ?? null;
  const pending = offers.filter((offer) => offer.status === 'pending').length;
  const status = request.status;
  if (!request.is_owner) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {hired && status === 'provider_hired' && <WhatsAppLink offer={hired} request={request} />}
      {canComplete(status, 'client') && (
        <button type="button" className="btn-primary" onClick={() => setOpen({ kind: 'complete' })}>
          {t('actions.complete')}
        </button>
      )}
      {hired && canRate(status) && !rated && !request.my_rating && (
        <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'rate' })}>
          {t('actions.rate')}
        </button>
      )}
      {rated && (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('rate.sent')}
        </p>
      )}
      {canCancel(status) && (
        <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'end', ending: 'cancel' })}>
          {t('actions.cancel')}
        </button>
      )}
      {canClose(status) && (
        <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'end', ending: 'close' })}>
          {t('actions.close')}
        </button>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'end' && <EndRequestDialog requestId={request.id} ending={open.ending} pendingOffers={pending} onClose={() => setOpen(null)} />}
        {open?.kind === 'complete' && (
          <ConfirmDialog
            role="client"
            title={t('actions.completeTitle')}
            body={t('actions.completeBody')}
            confirmLabel={t('actions.complete')}
            pending={complete.isPending}
            error={complete.error}
            onConfirm={() => complete.mutate(undefined, { onSuccess: () => setOpen(null) })}
            onClose={() => setOpen(null)}
          />
        )}
        {open?.kind === 'rate' && hired && (
          <RateProviderDialog
            requestId={request.id}
            providerName={hired.provider.display_name}
            onClose={() => setOpen(null)}
            onRated={() => setRated(true)}
          />
        )}
      </Suspense>
    </div>
  );
}
