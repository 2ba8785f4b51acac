import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/ui/QueryView';
import { useRequestOffers } from '@/hooks/offers/use-offers';
import { offerView } from '@/services/lifecycle/offer-view';
import { isOfferSort, OFFER_SORTS, sortOffers, type OfferSort } from '@/services/offers/offer-order';
import type { Offer } from '@/services/offers/offers';
import type { ServiceRequestDetails } from '@/services/requests';
import { OfferCard } from './OfferCard';

const CompareOffers = lazy(() => import('./CompareOffers'));
const HireDialog = lazy(() => import('./HireDialog'));
const ProposalDetailsDialog = lazy(() => import('./ProposalDetailsDialog'));
const RejectOfferDialog = lazy(() => import('./RejectOfferDialog'));

const COMPARE_MAX = 4;

/** The section's anchor (`paths.request.getHref(id, 'offers')`): a tap on news about an offer lands here. */
const ANCHOR = 'offers';

/**
 * Arriving at `#offers` (or following it on the page), once the offers are on screen: the section is
 * scrolled to and its heading takes the focus, so a screen reader starts there too.
 */
function useOffersAnchor(ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      if (window.location.hash !== `#${ANCHOR}`) return;
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);
  return heading;
}

/**
 * The offers on the client's request: sorted by price, rating or newest (kept in the URL), two to
 * four of them compared side by side, each hired (after a confirmation) or turned down.
 */
export function OffersSection({ request }: { request: ServiceRequestDetails }) {
  const { t } = useTranslation('offers');
  const router = useRouter();
  const sortId = useId();
  // A request without `is_owner` is read as the client's own (the backend refuses what is not).
  const offers = useRequestOffers(request.id, request.is_owner ?? true);
  const [compared, setCompared] = useState<number[]>([]);
  const [dialog, setDialog] = useState<
    { kind: 'hire' | 'reject'; offer: Offer } | { kind: 'details'; offerId: number } | { kind: 'compare' } | null
  >(null);
  const sort: OfferSort = isOfferSort(router.query.sort) ? router.query.sort : 'price';
  const heading = useOffersAnchor(offers.isSuccess);

  const setSort = (next: OfferSort) =>
    void router.replace({ query: { ...router.query, sort: next } }, undefined, { shallow: true, scroll: false });

  const view = (
    <QueryView query={offers} loading={t('title')} reserve="min-h-48" empty={t('none')}>
      {(list) => {
        const sorted = sortOffers(list, sort);
        const chosen = sorted.filter(
          (offer) =>
            compared.includes(offer.id) && offerView(offer, request.status, 'client').actions.includes('compare'),
        );
        // Read from the list on every render, so the dialog shows the offer as it is now (hired, turned down).
        const detailed = dialog?.kind === 'details' ? list.find((offer) => offer.id === dialog.offerId) : undefined;
        return (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-2">
                <label htmlFor={sortId} className="text-sm font-medium">
                  {t('sort')}
                </label>
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => setSort(event.target.value as OfferSort)}
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
                >
                  {OFFER_SORTS.map((item) => (
                    <option key={item} value={item}>
                      {t(`sorts.${item}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="btn-secondary"
                disabled={chosen.length < 2}
                onClick={() => setDialog({ kind: 'compare' })}
              >
                {t('compareOpen', { count: chosen.length })}
              </button>
            </div>
            <p className="text-sm text-ink-muted">{t('compareHint')}</p>
            <ul className="flex flex-col gap-3">
              {sorted.map((offer) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    request={request}
                    compared={compared.includes(offer.id)}
                    onCompare={(checked) =>
                      setCompared((current) =>
                        checked ? [...current, offer.id].slice(-COMPARE_MAX) : current.filter((id) => id !== offer.id),
                      )
                    }
                    onOpen={() => setDialog({ kind: 'details', offerId: offer.id })}
                    onHire={() => setDialog({ kind: 'hire', offer })}
                    onReject={() => setDialog({ kind: 'reject', offer })}
                  />
                </li>
              ))}
            </ul>
            <Suspense fallback={null}>
              {dialog?.kind === 'details' && detailed && (
                <ProposalDetailsDialog offer={detailed} request={request} onClose={() => setDialog(null)} />
              )}
              {dialog?.kind === 'compare' && (
                <CompareOffers
                  offers={chosen}
                  status={request.status}
                  onHire={(offer) => setDialog({ kind: 'hire', offer })}
                  onClose={() => setDialog(null)}
                />
              )}
            </Suspense>
          </>
        );
      }}
    </QueryView>
  );

  return (
    <section id={ANCHOR} aria-labelledby="offers-title" className="flex scroll-mt-20 flex-col gap-3">
      <h2 id="offers-title" ref={heading} tabIndex={-1} className="scroll-mt-20 text-xl font-bold focus:outline-none">
        {t('title')}
      </h2>
      {view}
      <Suspense fallback={null}>
        {dialog?.kind === 'hire' && <HireDialog offer={dialog.offer} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'reject' && <RejectOfferDialog offer={dialog.offer} onClose={() => setDialog(null)} />}
      </Suspense>
    </section>
  );
}
