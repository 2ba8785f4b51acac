import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsAppLink } from '@/components/offers';
import { loadRateDialog, RatingSent } from '@/components/reviews';
import { WaitingDialog } from '@/components/ui/WaitingDialog';
import { useCompleteRequest, type RequestEnding } from '@/hooks/requests/use-requests';
import type { RequestView } from '@/services/lifecycle/request-view';
import type { Offer } from '@/services/offers';
import type { ServiceRequestDetails } from '@/services/requests/requests';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

const ConfirmDialog = lazy(() => import('@/components/ui/ConfirmDialog'));
const EndRequestDialog = lazy(() => import('./EndRequestDialog'));
const RateDialog = lazy(() => loadRateDialog());

const ENDINGS: readonly RequestEnding[] = ['cancel', 'close'];

type Open = { kind: 'end'; ending: RequestEnding } | { kind: 'complete' } | { kind: 'rate' } | null;

/**
 * What the owner can do with the request now (`requestView(…).actions`): cancel or close it before
 * hiring, chat with and mark the hired provider's work completed, rate them.
 */
export function RequestActions({ request, view }: { request: ServiceRequestDetails; view: RequestView<Offer> }) {
  const { t } = useTranslation('requests');
  const { hired, actions } = view;
  const [open, setOpen] = useState<Open>(null);
  const [rated, setRated] = useState(false);
  const complete = useCompleteRequest(request.id);
  if (!request.is_owner) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {hired && actions.includes('contact') && <WhatsAppLink offer={hired} request={request} />}
      {actions.includes('complete') && (
        <button type="button" className="btn-primary" onClick={() => setOpen({ kind: 'complete' })}>
          {t('actions.complete')}
        </button>
      )}
      {hired && actions.includes('rate') && !rated && (
        <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'rate' })}>
          {t('actions.rate')}
        </button>
      )}
      {rated && (
        <p role="status" className="text-sm font-medium text-green-800">
          <RatingSent rated="provider" />
        </p>
      )}
      {actions.includes('cancel') && (
        <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'end', ending: 'cancel' })}>
          {t('actions.cancel')}
        </button>
      )}
      {actions.includes('close') && (
        <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'end', ending: 'close' })}>
          {t('actions.close')}
        </button>
      )}
      <Suspense fallback={null}>
        {/* So does a reason typed to cancel or close the request. */}
        {ENDINGS.filter((ending) => actions.includes(ending)).map((ending) => (
          <WaitingDialog
            key={ending}
            dialog={dialogDraftId.reason(ending, request.id)}
            open={open?.kind === 'end' && open.ending === ending}
            onClose={() => setOpen(null)}
          >
            {(close) => (
              <EndRequestDialog
                requestId={request.id}
                ending={ending}
                pendingOffers={view.pendingOffers}
                onClose={close}
              />
            )}
          </WaitingDialog>
        ))}
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
        {/* A rating typed when the session ended comes back open after signing in (once the offers are in). */}
        {hired && (actions.includes('rate') || open?.kind === 'rate') && (
          <WaitingDialog
            dialog={dialogDraftId.rateProvider(request.id)}
            open={open?.kind === 'rate'}
            onClose={() => setOpen(null)}
          >
            {(close) => (
              <RateDialog
                rated="provider"
                requestId={request.id}
                name={hired.provider.display_name}
                onClose={close}
                onRated={() => setRated(true)}
              />
            )}
          </WaitingDialog>
        )}
      </Suspense>
    </div>
  );
}
