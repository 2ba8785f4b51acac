import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFormKit } from '@/components/forms/use-form-kit';
import { PushOptInSlot } from '@/components/notifications';
import { useAddressFieldsStrings } from '@/components/settings';
import Link from '@/components/ui/Link';
import { ReferenceNumber } from '@/components/ui/ReferenceNumber';
import { useDialogParts } from '@/components/ui/SheetDialog';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { useSendRequest } from '@/hooks/requests/use-send-request';
import { useRole } from '@/hooks/shared/use-role';
import type { SubService } from '@/services/catalogue';
import type { CreatedRequest } from '@/services/requests/requests';
import { localized } from '@/services/shared/localized';
import { dropDraft, loadDraft, pruneRequestImages, saveDraft, type RequestDraft } from '@/store/requests/request-draft';
import { useAppState } from '@/store/shared/app-store';
import { hasSession } from '@/store/shared/storage';
import { DetailsStep } from './DetailsStep';
import { QuestionsStep } from './QuestionsStep';
import { ReviewStep } from './ReviewStep';

const STEPS = ['questions', 'details', 'review'] as const;
/** How long after the send a close from outside the dialog is taken for the double tap's second tap. */
const SECOND_TAP_MS = 1500;

/** yup's builders for the send (a new address is cast by the address book's rule): the form kit's. */
const loadYup = async () => (await loadFormKit()).yup;

/**
 * The reference number and what happens next. An answer without the request's id or reference
 * (services/requests/request-shapes.ts `createdRequestShape`) leaves the line out and links to My requests.
 */
function Sent({ request }: { request: CreatedRequest }) {
  const { t } = useTranslation('requests');
  const role = useRole();
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="text-xl font-bold">{t('form.done.title')}</p>
      {request.reference_number !== undefined && (
        <p>
          <ReferenceNumber label={`${t('form.done.reference')}:`} value={request.reference_number} />
        </p>
      )}
      <p className="text-ink-muted">{t('form.done.next')}</p>
      <Link
        href={request.id === undefined ? paths.myRequests.getHref() : paths.request.getHref(request.id)}
        className="btn-primary"
      >
        {request.id === undefined ? t('form.done.viewAll') : t('form.done.view')}
      </Link>
      <Link href={paths.home.getHref(role)} className="btn-secondary">
        {t('form.done.home')}
      </Link>
    </div>
  );
}

/**
 * The question form (spec §2, a dialog over the service page, a bottom sheet under 641 px):
 * questions, where and when, review, send. The draft is saved on every change (store/requests/request-draft).
 */
export default function RequestDialog({ service, onClose }: { service: SubService; onClose: () => void }) {
  const { Dialog, DialogPanel, DialogTitle } = useDialogParts();
  // Beside its own strings, its steps' (the field errors, the address form's labels): all in before it shows.
  const { t } = useTranslation(['requests', 'validation']);
  useAddressFieldsStrings();
  const language = useAppState((state) => state.language);
  const signedIn = Boolean(useAppState((state) => state.user)) && hasSession();
  const [draft, setDraft] = useState<RequestDraft>(() => loadDraft(service.id));
  const [leaving, setLeaving] = useState(false);
  const create = useSendRequest(loadYup);
  useReturnFocus();

  // Photos no saved draft holds (removed while offline, a sent request's) free their space; every service's draft keeps its own.
  useEffect(() => void pruneRequestImages(), []);

  useEffect(() => {
    if (!create.isSuccess) saveDraft(draft);
  }, [draft, create.isSuccess]);

  const onDraft = useCallback((change: (current: RequestDraft) => RequestDraft) => setDraft(change), []);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const close = () => {
    if (create.isSuccess || (draft.questions.length <= 1 && Object.keys(draft.answers).length === 0)) onClose();
    else setLeaving(true);
  };
  // The second tap of a double tap on Send lands where the button was, outside the shorter confirmation:
  // it must not dismiss the confirmation it just brought (nor its reference number).
  const dismiss = () => {
    if (sentAt === null || Date.now() - sentAt >= SECOND_TAP_MS) close();
  };
  const send = () => {
    // A guest who signed in at review may still owe an address: where-and-when asks for it.
    if (draft.timing === null || (draft.address === null && draft.newAddress === null)) {
      setDraft((current) => ({ ...current, step: 'details' }));
      return;
    }
    create.mutate(
      { draft, onDraft },
      {
        onSuccess: () => {
          setSentAt(Date.now());
          void dropDraft(draft.subService);
        },
      },
    );
  };

  const stepNumber = STEPS.indexOf(draft.step) + 1;
  return (
    <Dialog open onClose={dismiss} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center tablet:items-center tablet:p-4">
        <DialogPanel className="max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl tablet:max-w-md tablet:rounded-2xl">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-bold">
              {t('form.dialogTitle', { service: localized(service, 'name', language) })}
            </DialogTitle>
            <button type="button" className="btn-secondary min-h-9 px-3 py-1 text-sm" onClick={close}>
              {t('form.close')}
            </button>
          </div>
          {!create.isSuccess && (
            <div className="mt-3">
              <p className="text-sm text-ink-muted">
                {t('form.progress', { step: stepNumber, label: t(`form.steps.${draft.step}`) })}
              </p>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-2 rounded-full bg-brand" style={{ width: `${(stepNumber / STEPS.length) * 100}%` }} />
              </div>
            </div>
          )}
          <div className="mt-4">
            {leaving ? (
              <div role="alertdialog" aria-labelledby="leave-title" className="flex flex-col gap-3">
                <p id="leave-title" className="font-semibold">
                  {t('form.discard.title')}
                </p>
                <p className="text-sm text-ink-muted">{t('form.discard.body')}</p>
                <button type="button" className="btn-primary" onClick={() => setLeaving(false)}>
                  {t('form.discard.keep')}
                </button>
                <button type="button" className="btn-secondary" onClick={onClose}>
                  {t('form.discard.leave')}
                </button>
                <button
                  type="button"
                  className="btn-danger"
                  onClick={() => {
                    void dropDraft(service.id);
                    onClose();
                  }}
                >
                  {t('form.discard.drop')}
                </button>
              </div>
            ) : create.isSuccess ? (
              <>
                <Sent request={create.data} />
                {/* Only now that a request is out is there an offer to tell of. */}
                <PushOptInSlot role="client" />
              </>
            ) : draft.step === 'questions' ? (
              <QuestionsStep draft={draft} onDraft={onDraft} onLeave={onClose} />
            ) : draft.step === 'details' ? (
              <DetailsStep
                draft={draft}
                signedIn={signedIn}
                onDraft={onDraft}
                onBack={() => setDraft((current) => ({ ...current, step: 'questions' }))}
                onNext={() => setDraft((current) => ({ ...current, step: 'review' }))}
              />
            ) : (
              <ReviewStep
                draft={draft}
                signedIn={signedIn}
                sending={create.isPending}
                error={create.error}
                onEdit={(step) => setDraft((current) => ({ ...current, step }))}
                onSend={send}
              />
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
