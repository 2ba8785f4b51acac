import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import { useWithdrawOffer } from '@/hooks/offers/use-offers';
import { usePlace } from '@/hooks/shared/use-place';
import { offerView } from '@/services/lifecycle/offer-view';
import type { Offer } from '@/services/offers/offers';
import { withdrawCost, type WithdrawCost } from '@/services/offers/withdraw-cost';
import { formatDate, formatDay, formatMoney } from '@/services/shared/format';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { OfferReceipt } from './OfferReceipt';
import { OutcomeBadge } from './OutcomeBadge';

const ReasonDialog = lazy(() =>
  import('@/components/ui/ReasonDialog').then((module) => ({ default: module.ReasonDialog })),
);

// Changing an offer loads its form only when asked (after the first paint: not in the route's budget).
/** What withdrawing does to the offer's cost, said in the withdraw dialog. */
const WITHDRAW_COST_KEYS = { kept: 'mine.withdrawKept', credited: 'mine.withdrawCredited' } as const satisfies Record<
  NonNullable<WithdrawCost>,
  string
>;

const EditOfferDialog = lazy(() => import('./EditOfferDialog').then((module) => ({ default: module.EditOfferDialog })));

/** The offer I sent on this job: what, when, its state and reason; change or withdraw it while it is pending. */
export function MyOfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const place = usePlace();
  const withdraw = useWithdrawOffer();
  const cost = withdrawCost(offer);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  // Saved: the dialog closes and focus moves to what changed (the card's confirmation), once the
  // dialog has given focus back to its opener.
  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => said.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [edited]);
  const view = offerView(offer, null, 'provider');
  return (
    <Card aria-labelledby="my-offer" as="section" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-offer" className="text-lg font-semibold">
          {t('mine.title')}
        </h2>
        <OutcomeBadge badge={view.badge} />
      </div>
      <OfferReceipt offer={offer} />
      <dl className="grid gap-2 tablet:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{t('mine.price')}</dt>
          <dd className="text-xl font-bold">
            <bdi dir="ltr">{formatMoney(offer.price, place)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('mine.date')}</dt>
          <dd>{offer.proposed_date ? formatDay(offer.proposed_date, place) : t('mine.noDate')}</dd>
        </div>
      </dl>
      {offer.details && (
        <p dir="auto" className="whitespace-pre-line">
          {offer.details}
        </p>
      )}
      {offer.images.length > 0 && <PhotoGrid role="provider" images={offer.images} title={t('mine.title')} />}
      {offer.rejection_reason && (
        <p className="text-sm">
          {t('mine.reason')}: <bdi dir="auto">{offer.rejection_reason}</bdi>
        </p>
      )}
      {offer.created_at && (
        <p className="text-sm text-ink-muted">{t('mine.sentOn', { date: formatDate(offer.created_at, place) })}</p>
      )}
      <p ref={said} role="status" tabIndex={-1} className="font-medium text-green-800 outline-none empty:hidden">
        {edited ? t('mine.edited') : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {view.actions.includes('edit') && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setEdited(false);
              setEditing(true);
            }}
          >
            {t('mine.edit')}
          </button>
        )}
        {view.actions.includes('withdraw') && (
          <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
            {t('mine.withdraw')}
          </button>
        )}
      </div>
      <Suspense fallback={null}>
        {editing && (
          <EditOfferDialog
            offer={offer}
            onSaved={() => {
              setEditing(false);
              setEdited(true);
            }}
            onClose={() => setEditing(false)}
          />
        )}
        {open && (
          <ReasonDialog
            draft={dialogDraftId.reason('withdraw', offer.id)}
            role="provider"
            title={t('mine.withdrawTitle')}
            description={
              <>
                {t('mine.withdrawHint')}
                {cost && <span className="mt-2 block font-medium">{t(WITHDRAW_COST_KEYS[cost])}</span>}
              </>
            }
            label={t('mine.withdrawReason')}
            optional
            confirmLabel={t('mine.withdraw')}
            keepLabel={t('mine.keep')}
            pending={withdraw.isPending}
            error={withdraw.error}
            onSubmit={(reason) => withdraw.mutateAsync({ id: offer.id, reason })}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </Card>
  );
}
