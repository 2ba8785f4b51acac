import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import type { ServiceRequestDetails } from '@/services/requests/requests';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/** The request as the client sent it: answers, where, when, comment, photos (opened large in a viewer). `answersLabel` names the answers for a provider. */
export function RequestFacts({ request, answersLabel }: { request: ServiceRequestDetails; answersLabel?: string }) {
  const { t } = useTranslation(['requests', 'common']);
  const language = useAppState((state) => state.language);
  const address = request.address;
  // Each part the answer gave: an address without a name or a request without a city shows the rest.
  const place = address
    ? [localized(address, 'neighborhood_name', language), localized(address, 'city_name', language)]
        .filter(Boolean)
        .join(', ')
    : request.city && localized(request.city, 'name', language);
  return (
    <dl className="grid gap-4 tablet:grid-cols-2">
      {request.answers.length > 0 && (
        <div className="tablet:col-span-2">
          <dt className="font-semibold">{answersLabel ?? t('details.answers')}</dt>
          <dd>
            <Card as="dl" padding="none" className="mt-1 divide-y divide-slate-100 px-4">
              {request.answers.map((answer) => (
                <div key={answer.question} className="py-2">
                  <dt className="text-sm text-ink-muted">{localized(answer, 'question', language)}</dt>
                  <dd dir="auto">{localized(answer, 'answer', language)}</dd>
                </div>
              ))}
            </Card>
          </dd>
        </div>
      )}
      {(address?.name || place) && (
        <div>
          <dt className="font-semibold">{t('details.where')}</dt>
          <dd>
            {address?.name && <bdi dir="auto">{address.name}</bdi>}
            {address?.name && place && ' · '}
            {place}
          </dd>
        </div>
      )}
      {request.timing && (
        <div>
          <dt className="font-semibold">{t('details.when')}</dt>
          <dd>{t(`common:timings.${request.timing}`)}</dd>
        </div>
      )}
      {request.comment && (
        <div className="tablet:col-span-2">
          <dt className="font-semibold">{t('details.comment')}</dt>
          <dd dir="auto" className="whitespace-pre-line">
            {request.comment}
          </dd>
        </div>
      )}
      {request.images.length > 0 && (
        <div className="tablet:col-span-2">
          <dt className="font-semibold">{t('details.photos')}</dt>
          <dd>
            <PhotoGrid role="client" images={request.images} title={t('details.photos')} />
          </dd>
        </div>
      )}
    </dl>
  );
}
