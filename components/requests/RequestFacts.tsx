import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/services/localized';
import type { ServiceRequestDetails } from '@/services/requests';
import { useAppState } from '@/store/app-store';

const ImageViewer = lazy(() => import('@/components/ui/ImageViewer'));

/** The request as the client sent it: answers, where, when, comment, photos (opened large in a viewer). */
export function RequestFacts({ request }: { request: ServiceRequestDetails }) {
  const { t } = useTranslation(['requests', 'request', 'settings']);
  const language = useAppState((state) => state.language);
  const [viewing, setViewing] = useState<number | null>(null);
  const photo = (number: number, count: number) => t('details.photo', { number, count });
  const address = request.address;
  return (
    <dl className="grid gap-4 tablet:grid-cols-2">
      {request.answers.length > 0 && (
        <div className="tablet:col-span-2">
          <dt className="font-semibold">{t('details.answers')}</dt>
          <dd>
            <dl className="mt-1 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
              {request.answers.map((answer) => (
                <div key={answer.question} className="py-2">
                  <dt className="text-sm text-ink-muted">{localized(answer, 'question', language)}</dt>
                  <dd dir="auto">{localized(answer, 'answer', language)}</dd>
                </div>
              ))}
            </dl>
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold">{t('details.where')}</dt>
        <dd>
          {address ? (
            <>
              <bdi dir="auto">{address.name}</bdi> · {localized(address, 'neighborhood_name', language)}, {localized(address, 'city_name', language)}
            </>
          ) : (
            localized(request.city, 'name', language)
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t('details.when')}</dt>
        <dd>{t(`request:timings.${request.timing}`)}</dd>
      </div>
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
            <ul className="mt-1 grid grid-cols-3 gap-2 tablet:grid-cols-5">
              {request.images.map((src, index) => (
                <li key={src}>
                  <button type="button" className="block w-full" onClick={() => setViewing(index)}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a photo the client uploaded */}
                    <img src={src} alt={photo(index + 1, request.images.length)} className="h-24 w-full rounded-lg object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            role="client"
            images={request.images}
            start={viewing}
            copy={{ title: t('details.photos'), photo, previous: t('details.previous'), next: t('details.next') }}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </dl>
  );
}
