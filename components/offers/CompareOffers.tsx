import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { publicProviderQueryOptions } from '@/hooks/provider-profile';
import { usePlace } from '@/hooks/shared/use-place';
import { offerView } from '@/services/lifecycle/offer-view';
import type { SentRequestStatus } from '@/services/lifecycle/request';
import type { Offer } from '@/services/offers/offers';
import { languageName } from '@/services/provider-account';
import { formatDay, formatMoney } from '@/services/shared/format';
import { LIMITS } from '@/services/shared/limits';
import { useAppState } from '@/store/shared/app-store';
import type { ReactNode } from 'react';

type Row = { label: string; value: (offer: Offer) => ReactNode };

/**
 * Two to four offers side by side (spec §2 "proposal details"): a table from tablet up, swipeable cards
 * on a phone, the same facts in the same order; the cheapest price and the best rating marked.
 */
export default function CompareOffers({
  offers,
  status,
  onHire,
  onClose,
}: {
  offers: readonly Offer[];
  status: SentRequestStatus;
  onHire: (offer: Offer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['offers', 'common']);
  const language = useAppState((state) => state.language);
  const place = usePlace();
  // The languages each provider speaks come with their public profile.
  const profiles = useQueries({ queries: offers.map((offer) => publicProviderQueryOptions(offer.provider.id)) });
  const languagesOf = (offer: Offer) => {
    const spoken = profiles.find((profile) => profile.data?.id === offer.provider.id)?.data?.languages;
    return spoken ? spoken.map((code) => languageName(code, language)).join(language === 'ar' ? '، ' : ', ') : '…';
  };
  const cheapest = Math.min(...offers.map((offer) => offer.price));
  const best = Math.max(...offers.map((offer) => offer.provider.rating_average ?? -1));
  const rows: Row[] = [
    {
      label: t('price'),
      value: (offer) => (
        <bdi dir="ltr" className={offer.price === cheapest ? 'font-bold text-green-800' : undefined}>
          {formatMoney(offer.price, place)}
        </bdi>
      ),
    },
    {
      label: t('rating'),
      value: (offer) =>
        offer.provider.rating_average === null ? (
          t('common:rating.none')
        ) : (
          <span className={offer.provider.rating_average === best ? 'font-bold text-green-800' : undefined}>
            {t('common:rating.value', { value: offer.provider.rating_average.toFixed(1), max: LIMITS.ratingMax })}
          </span>
        ),
    },
    { label: t('reviewsLabel'), value: (offer) => t('common:rating.count', { count: offer.provider.ratings_count }) },
    {
      label: t('common:provider.jobs'),
      value: (offer) => t('common:provider.jobs', { count: offer.provider.completed_jobs }),
    },
    {
      label: t('proposedDate'),
      value: (offer) => (offer.proposed_date ? formatDay(offer.proposed_date, place) : t('noDate')),
    },
    { label: t('common:provider.languages'), value: languagesOf },
  ];
  const hire = (offer: Offer) =>
    offerView(offer, status, 'client').actions.includes('hire') ? (
      <button type="button" className="btn-primary w-full" onClick={() => onHire(offer)}>
        {t('hire')}
      </button>
    ) : null;

  return (
    <SheetDialog role="client" title={t('compareTitle')} onClose={onClose} wide>
      <div className="hidden tablet:block">
        <table className="w-full text-start text-sm">
          <thead>
            <tr>
              <td />
              {offers.map((offer) => (
                <th key={offer.id} scope="col" className="p-2 text-start font-semibold">
                  <bdi dir="auto">{offer.provider.display_name}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="p-2 text-start font-medium text-ink-muted">
                  {row.label}
                </th>
                {offers.map((offer) => (
                  <td key={offer.id} className="p-2">
                    {row.value(offer)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td />
              {offers.map((offer) => (
                <td key={offer.id} className="p-2">
                  {hire(offer)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <div className="tablet:hidden">
        <p className="text-sm text-ink-muted">{t('swipeHint')}</p>
        <ul className="-mx-5 mt-2 flex snap-x snap-mandatory gap-3 overflow-x-auto px-5 pb-2">
          {offers.map((offer) => (
            <li key={offer.id} className="w-[80%] shrink-0 snap-center rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold">
                <bdi dir="auto">{offer.provider.display_name}</bdi>
              </h3>
              <dl className="mt-2 flex flex-col gap-2 text-sm">
                {rows.map((row) => (
                  <div key={row.label} className="flex justify-between gap-2">
                    <dt className="text-ink-muted">{row.label}</dt>
                    <dd className="text-end">{row.value(offer)}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3">{hire(offer)}</div>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn-secondary mt-4 w-full" onClick={onClose}>
        {t('common:actions.close')}
      </button>
    </SheetDialog>
  );
}
