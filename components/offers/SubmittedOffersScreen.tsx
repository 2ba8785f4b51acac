import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderGate } from '@/components/provider-account';
import { Card } from '@/components/ui/Card';
import { ChoiceChips } from '@/components/ui/ChoiceChips';
import Link from '@/components/ui/Link';
import { MoreButton } from '@/components/ui/MoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import { paths } from '@/config/paths';
import { useSubmittedOffers } from '@/hooks/jobs';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import { OFFER_OUTCOMES, type OfferOutcome } from '@/services/lifecycle/offer';
import { offerView } from '@/services/lifecycle/offer-view';
import type { Offer } from '@/services/offers/offers';
import { formatDate, formatMoney } from '@/services/shared/format';
import { OfferReceipt } from './OfferReceipt';
import { OutcomeBadge } from './OutcomeBadge';

const CHOICES: readonly (OfferOutcome | null)[] = [null, ...OFFER_OUTCOMES];

// The funnel (its call, its rule, its card) is a chunk of its own, fetched as this screen's runs, beside
// the list's call: the route's first load stays within its budget (issue 34).
const offerFunnel = () => import('./OfferFunnel');
const OfferFunnel = lazy(offerFunnel);
if (typeof window !== 'undefined') void offerFunnel();

function OfferRow({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const place = usePlace();
  const view = offerView(offer, null, 'provider');
  const href = view.actions.includes('open_work')
    ? paths.work.getHref(offer.request)
    : paths.job.getHref(offer.request);
  return (
    <Card as="li" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={href} className="font-semibold text-brand-dark hover:underline">
          <ReferenceNumber label={t('submitted.reference')} value={offer.request_reference} />
        </Link>
        <OutcomeBadge badge={view.badge} />
      </div>
      <OfferReceipt offer={offer} />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <bdi dir="ltr" className="font-semibold">
          {formatMoney(offer.price, place)}
        </bdi>
        {offer.created_at && (
          <span className="text-ink-muted">{t('mine.sentOn', { date: formatDate(offer.created_at, place) })}</span>
        )}
      </p>
      {offer.rejection_reason && (
        <p className="text-sm">
          {t('mine.reason')}: <bdi dir="auto">{offer.rejection_reason}</bdi>
        </p>
      )}
    </Card>
  );
}

function SubmittedOffers() {
  const { t } = useTranslation('offers');
  const router = useRouter();
  const [outcome, setOutcome] = useState<OfferOutcome | null>(
    () => OFFER_OUTCOMES.find((item) => item === router.query.status) ?? null,
  );
  const offers = useSubmittedOffers(outcome);
  const choose = (next: OfferOutcome | null) => {
    setOutcome(next);
    void router.replace(
      next ? paths.submittedOffers.getHref({ status: next }) : paths.submittedOffers.getHref(),
      undefined,
      { shallow: true, scroll: false },
    );
  };
  const body = (
    <QueryView query={offers} loading={t('submitted.loading')} reserve="min-h-64" empty={t('submitted.none')}>
      {(data) => (
        <ul className="flex flex-col gap-3" aria-label={t('submitted.title')}>
          {data.pages
            .flatMap((page) => page.results)
            .map((offer) => (
              <OfferRow key={offer.id} offer={offer} />
            ))}
        </ul>
      )}
    </QueryView>
  );
  return (
    <>
      <Suspense fallback={<div aria-hidden="true" className="min-h-48" />}>
        <OfferFunnel />
      </Suspense>
      <ChoiceChips
        label={t('submitted.filter')}
        choices={CHOICES}
        value={outcome}
        keyOf={(choice) => choice ?? 'all'}
        labelOf={(choice) => t(`outcome.${choice ?? 'all'}`)}
        onChange={choose}
      />
      {body}
      <MoreButton list={offers} label={t('submitted.more')} />
    </>
  );
}

/** Submitted offers (/service-providers/submitted-offers): mine, newest first, by outcome (`?status=`), each with its reason. */
export function SubmittedOffersScreen() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('submitted.title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('submitted.title')}</h1>
      <ProviderGate>{() => <SubmittedOffers />}</ProviderGate>
    </div>
  );
}
