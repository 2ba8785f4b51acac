import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestHeader } from '@/components/requests';
import { RatingSent, ReviewCard, loadRateDialog } from '@/components/reviews';
import { BackLink } from '@/components/ui/BackLink';
import { Card } from '@/components/ui/Card';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { WaitingDialog } from '@/components/ui/WaitingDialog';
import { paths } from '@/config/paths';
import { useCompleteJob, useJobOfRoute } from '@/hooks/jobs/use-jobs';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useHeaderConfig } from '@/hooks/shared/use-header-config';
import { usePlace } from '@/hooks/shared/use-place';
import { AppError } from '@/services/api/errors';
import { mapLink } from '@/services/jobs/maps';
import { jobView } from '@/services/lifecycle/request-view';
import { formatDay } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { whatsappLink } from '@/services/shared/whatsapp';
import { useAppState } from '@/store/shared/app-store';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { AddToCalendar } from './AddToCalendar';

const ConfirmDialog = lazy(() => import('@/components/ui/ConfirmDialog'));
const RateDialog = lazy(() => loadRateDialog());

/**
 * Service delivery location (/service-providers/scheduled-works/{requestId}) for the hired provider:
 * when, the exact address with a map link, the client's phone (tel:) and WhatsApp with a message
 * naming the reference number; mark the work completed; rate the client.
 */
export function WorkLocationScreen() {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const { user, id, known, job } = useJobOfRoute();
  const complete = useCompleteJob(id);
  const [open, setOpen] = useState<'complete' | 'rate' | null>(null);
  const [rated, setRated] = useState(false);
  const name = job.data ? localized(job.data.sub_service, 'name', language) : '';
  const view = job.data ? jobView(job.data) : null;
  const done = view?.workScope === 'completed';
  const back = {
    href: done ? paths.scheduledWorks.getHref({ tab: 'completed' }) : paths.scheduledWorks.getHref(),
    label: t('work.back'),
  };
  useDocumentTitle(name || t('schedule.title'));
  useHeaderConfig(name || t('schedule.title'), back);

  if (!user) return null;
  const mine = job.data?.my_offer;
  if (
    !known ||
    (job.error instanceof AppError && job.error.status === 404) ||
    (view && !view.actions.includes('open_work'))
  )
    return <NotFoundState back={back} />;
  return (
    <QueryView query={job} loading={t('schedule.loading')} reserve="mx-auto max-w-3xl px-4 min-h-96">
      {(details) => {
        const { actions, badge } = view ?? jobView(details);
        const { address, client } = details;
        // Without the client (the answer left it out) there is no phone to call and no name to greet.
        const phone = client?.phone_number ?? null;
        const clientName = client?.display_name ?? '';
        const whatsapp = whatsappLink(
          phone,
          t('work.whatsappMessage', { name: clientName, service: name, reference: details.reference_number }),
        );
        return (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
            <BackLink {...back} />
            <RequestHeader name={name} badge={badge} reference={details.reference_number} />
            <Card as="dl" className="grid gap-4 tablet:grid-cols-2">
              {mine?.proposed_date && (
                <div>
                  <dt className="font-semibold">{t('work.when')}</dt>
                  <dd>{formatDay(mine.proposed_date, place)}</dd>
                </div>
              )}
              {clientName && (
                <div>
                  <dt className="font-semibold">{t('work.client')}</dt>
                  <dd>
                    <bdi dir="auto">{clientName}</bdi>
                  </dd>
                </div>
              )}
              {address && (
                <div className="tablet:col-span-2">
                  <dt className="font-semibold">{t('work.address')}</dt>
                  <dd className="flex flex-col items-start gap-2">
                    <span>
                      <bdi dir="auto">{address.name}</bdi> · {localized(address, 'neighborhood_name', language)},{' '}
                      {localized(address, 'city_name', language)}
                    </span>
                    <a href={mapLink(address)} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                      <MapPin aria-hidden="true" className="h-4 w-4" />
                      {t('work.map')}
                    </a>
                  </dd>
                </div>
              )}
            </Card>
            {/* The day is the hired offer's date here: without one, the schedule's list has the button. */}
            {!done && mine?.proposed_date && (
              <AddToCalendar works={[{ job: details, scheduled_for: mine.proposed_date }]} />
            )}
            <div className="flex flex-wrap gap-2">
              {actions.includes('contact') && phone && (
                <a href={`tel:${phone}`} className="btn-secondary">
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  {t('work.call')} <bdi dir="ltr">{phone}</bdi>
                </a>
              )}
              {actions.includes('contact') && whatsapp && (
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                  <MessageCircle aria-hidden="true" className="h-4 w-4" />
                  {t('work.whatsapp')}
                </a>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {actions.includes('complete') && (
                <button type="button" className="btn-primary" onClick={() => setOpen('complete')}>
                  {t('work.complete')}
                </button>
              )}
              {actions.includes('rate') && !rated && (
                <button type="button" className="btn-secondary" onClick={() => setOpen('rate')}>
                  {t('work.rate')}
                </button>
              )}
            </div>
            {details.my_rating && <ReviewCard rating={details.my_rating} mine />}
            <p role="status" className="font-medium text-green-800">
              {rated ? <RatingSent rated="client" /> : done ? t('work.completed') : ''}
            </p>
            <Suspense fallback={null}>
              {open === 'complete' && (
                <ConfirmDialog
                  role="provider"
                  title={t('work.completeTitle')}
                  body={t('work.completeBody')}
                  confirmLabel={t('work.complete')}
                  pending={complete.isPending}
                  error={complete.error}
                  onConfirm={() => complete.mutate(undefined, { onSuccess: () => setOpen(null) })}
                  onClose={() => setOpen(null)}
                />
              )}
              {/* A rating typed when the session ended comes back open after signing in. */}
              {(actions.includes('rate') || open === 'rate') && (
                <WaitingDialog
                  dialog={dialogDraftId.rateClient(details.id)}
                  open={open === 'rate'}
                  onClose={() => setOpen(null)}
                >
                  {(close) => (
                    <RateDialog
                      rated="client"
                      requestId={details.id}
                      name={clientName}
                      onRated={() => setRated(true)}
                      onClose={close}
                    />
                  )}
                </WaitingDialog>
              )}
            </Suspense>
          </div>
        );
      }}
    </QueryView>
  );
}
