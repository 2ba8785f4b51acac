import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PushOptInSlot } from '@/components/notifications';
import { MyOfferCard, OfferSent, loadSendOfferForm } from '@/components/offers';
import { loadReportDialog } from '@/components/provider-profile';
import { RequestFacts, RequestHeader } from '@/components/requests';
import { BackLink } from '@/components/ui/BackLink';
import Link from '@/components/ui/Link';
import { LoadingState } from '@/components/ui/LoadStates';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { WaitingDialog } from '@/components/ui/WaitingDialog';
import { paths } from '@/config/paths';
import { useJobOfRoute } from '@/hooks/jobs/use-jobs';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useHeaderConfig } from '@/hooks/shared/use-header-config';
import { usePlace } from '@/hooks/shared/use-place';
import { AppError } from '@/services/api/errors';
import { jobView } from '@/services/lifecycle/request-view';
import { formatAgo } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { JobDecisionFacts } from './JobDecisionFacts';

const ReportDialog = lazy(() => loadReportDialog());

// The offer form's code (its draft, the photo field; Formik and yup come with the form kit) is fetched as soon as this screen's chunk
// runs, beside the job's data it waits for anyway: not in the route's first load.
const offerForm = () => loadSendOfferForm().then((module) => ({ default: module.SendOfferForm }));
const SendOfferForm = lazy(offerForm);
if (typeof window !== 'undefined') void offerForm();

/**
 * A job as a provider sees it (/service-providers/job-opportunities/{requestId}): the client's
 * answers, timing, area and photos, then my offer or the form to send one; report the client.
 * The exact address and phone come only once hired (the backend leaves them out before).
 */
export function JobDetailsScreen() {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const { user, known, job } = useJobOfRoute();
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The form was further down (a phone shows its end): the view and focus move to the confirmation.
  useEffect(() => {
    if (!sent) return;
    // Focusing scrolls it into view (its scroll margin clears the sticky header).
    confirmation.current?.focus();
  }, [sent]);
  const name = job.data ? localized(job.data.sub_service, 'name', language) : '';
  const back = { href: paths.jobOpportunities.getHref(), label: t('job.back') };
  useDocumentTitle(name || t('feed.title'));
  useHeaderConfig(name || t('feed.title'), back);

  if (!user) return null;
  if (!known || (job.error instanceof AppError && job.error.status === 404)) return <NotFoundState back={back} />;
  return (
    <QueryView query={job} loading={t('feed.loading')} reserve="mx-auto max-w-3xl px-4 min-h-96">
      {(details) => {
        const view = jobView(details);
        const { client } = details;
        return (
          <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
            <BackLink {...back} />
            <RequestHeader
              name={name}
              badge={view.badge}
              reference={details.reference_number}
              meta={details.created_at && ` · ${t('job.posted', { ago: formatAgo(details.created_at, place) })}`}
            >
              {details.client?.display_name && (
                <p className="text-sm">
                  {t('job.client')}: <bdi dir="auto">{details.client.display_name}</bdi>
                </p>
              )}
              <JobDecisionFacts job={details} />
            </RequestHeader>
            <p
              ref={confirmation}
              role="status"
              tabIndex={-1}
              className="scroll-mt-24 font-medium text-green-800 outline-none empty:hidden"
            >
              {sent ? <OfferSent /> : ''}
            </p>
            {sent && <PushOptInSlot role="provider" />}
            {details.my_offer ? (
              <MyOfferCard offer={details.my_offer} />
            ) : view.actions.includes('send_offer') ? (
              <Suspense fallback={<LoadingState label={t('feed.loading')} reserve="min-h-96" />}>
                <SendOfferForm requestId={details.id} onSent={() => setSent(true)} />
              </Suspense>
            ) : (
              <p className="rounded-xl bg-slate-100 p-3">{t('job.closed')}</p>
            )}
            {view.actions.includes('open_work') && (
              <Link href={paths.work.getHref(details.id)} className="btn-primary self-start">
                {t('work.back')}
              </Link>
            )}
            <RequestFacts request={details} answersLabel={t('job.answers')} />
            {!details.address && <p className="text-sm text-ink-muted">{t('job.addressLater')}</p>}
            {/* Without the client's id (the answer left it out) there is no one to report. */}
            {view.actions.includes('report') && client && (
              <button type="button" className="btn-secondary self-start" onClick={() => setReporting(true)}>
                {t('job.report')}
              </button>
            )}
            <Suspense fallback={null}>
              {/* A report typed when the session ended comes back open after signing in. */}
              <WaitingDialog
                dialog={dialogDraftId.report(client?.id ?? 0, details.my_offer ? details.id : null)}
                open={reporting}
                onClose={() => setReporting(false)}
              >
                {(close) => (
                  <ReportDialog
                    role="provider"
                    user={{ id: client?.id ?? 0, name: client?.display_name ?? '' }}
                    request={details.my_offer ? details.id : null}
                    onClose={close}
                  />
                )}
              </WaitingDialog>
            </Suspense>
          </div>
        );
      }}
    </QueryView>
  );
}
