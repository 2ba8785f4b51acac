import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProviderLine } from '@/components/provider-profile';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useMarkContacted } from '@/hooks/offers/use-contacted';
import { usePlace } from '@/hooks/shared/use-place';
import { offerView, type OfferLook } from '@/services/lifecycle/offer-view';
import type { Offer } from '@/services/offers/offers';
import type { ServiceRequestDetails } from '@/services/requests';
import { formatDate, formatDay, formatMoney, ltr } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { whatsappLink } from '@/services/shared/whatsapp';
import { useAppState } from '@/store/shared/app-store';

/** The WhatsApp chat with the provider, its message prefilled in the client's language; null without a number. */
export function WhatsAppLink({
  offer,
  request,
}: {
  offer: Offer;
  request: Pick<ServiceRequestDetails, 'sub_service' | 'reference_number'>;
}) {
  const { t } = useTranslation('offers');
  const language = useAppState((state) => state.language);
  const markContacted = useMarkContacted(offer.id);
  const href = whatsappLink(
    offer.whatsapp_number,
    t('whatsappMessage', {
      name: offer.provider.display_name,
      service: localized(request.sub_service, 'name', language),
      reference: request.reference_number,
    }),
  );
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="btn-secondary" onClick={markContacted}>
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {t('whatsapp')}
    </a>
  );
}

interface Props {
  offer: Offer;
  request: ServiceRequestDetails;
  /** The offer's own page: all the details, no link to itself, no comparing. */
  full?: boolean;
  compared?: boolean;
  onCompare?: (checked: boolean) => void;
  /** Opens the offer in the proposal-details dialog; without it, the card links to the offer's page. */
  onOpen?: () => void;
  onHire: () => void;
  onReject: () => void;
}

/** Each look's frame: the hired offer green, a turned-down one dashed and grey. */
const LOOK_CLASSES: Readonly<Record<OfferLook, string>> = {
  hired: 'border-green-700 bg-green-50',
  turned_down: 'border-dashed border-slate-300 bg-slate-50',
  live: 'border-slate-200 bg-white',
};

/** Its provider changed it (designed, optional fields): "Updated" and the price before, when sent. */
function EditedMark({ offer }: { offer: Pick<Offer, 'edited_at' | 'previous_price'> }) {
  const { t } = useTranslation('offers');
  const place = usePlace();
  const before = typeof offer.previous_price === 'number' ? offer.previous_price : null;
  if (!offer.edited_at && before === null) return null;
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
      {offer.edited_at && <span className="font-medium text-amber-800">{t('edit.updated')}</span>}
      {before !== null && <span>{t('edit.previousPrice', { price: ltr(formatMoney(before, place)) })}</span>}
    </p>
  );
}

/** One offer on the client's request: who, how much, when, and what the client can do with it. */
export function OfferCard({
  offer,
  request,
  full = false,
  compared = false,
  onCompare,
  onOpen,
  onHire,
  onReject,
}: Props) {
  const { t } = useTranslation('offers');
  const place = usePlace();
  const { look, actions } = offerView(offer, request.status, 'client');
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${LOOK_CLASSES[look]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ProviderLine provider={offer.provider} href={paths.providerProfile.getHref(offer.provider.id)} />
        <p id={`offer-${offer.id}`} className="text-xl font-bold">
          <bdi dir="ltr">{formatMoney(offer.price, place)}</bdi>
        </p>
      </div>
      <EditedMark offer={offer} />
      {offer.details && (
        <p dir="auto" className={`text-sm whitespace-pre-line ${full ? '' : 'line-clamp-3'}`}>
          {offer.details}
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 text-sm text-ink-muted">
        <span>
          {t('proposedDate')}: {offer.proposed_date ? formatDay(offer.proposed_date, place) : t('noDate')}
        </span>
        {offer.created_at && <span>{t('sentOn', { date: formatDate(offer.created_at, place) })}</span>}
      </p>
      {look === 'hired' && <p className="font-semibold text-green-800">{t('hired')}</p>}
      {look === 'turned_down' && offer.rejection_source && (
        <p className="text-sm font-medium text-ink-muted">
          {t(`rejectedBy.${offer.rejection_source}`)}
          {offer.rejection_reason && (
            <>
              {' · '}
              <bdi dir="auto">{offer.rejection_reason}</bdi>
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {!full &&
          (onOpen ? (
            <button type="button" className="btn-secondary" onClick={onOpen}>
              {t('details')}
            </button>
          ) : (
            <Link href={paths.offer.getHref(offer.id)} className="btn-secondary">
              {t('details')}
            </Link>
          ))}
        {actions.includes('contact') && <WhatsAppLink offer={offer} request={request} />}
        {actions.includes('hire') && (
          <button type="button" className="btn-primary" onClick={onHire}>
            {t('hire')}
          </button>
        )}
        {actions.includes('reject') && (
          <button type="button" className="btn-secondary" onClick={onReject}>
            {t('reject')}
          </button>
        )}
        {actions.includes('compare') && onCompare && (
          <label className="ms-auto flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={compared}
              onChange={(event) => onCompare(event.target.checked)}
              className="h-5 w-5 accent-brand"
            />
            <span aria-hidden="true">{t('compare')}</span>
            <span className="sr-only">{t('compareThis', { name: offer.provider.display_name })}</span>
          </label>
        )}
      </div>
    </article>
  );
}
