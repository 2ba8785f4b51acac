import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { useReport } from '@/hooks/provider-profile/use-providers';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { reportSchema } from '@/services/provider-profile/profile-forms';
import { REPORT_REASONS, type ReportReason } from '@/services/provider-profile/reports';
import { LIMITS } from '@/services/shared/limits';
import type { Role } from '@/services/shared/routes';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

type ReportValues = { reason: ReportReason | ''; explanation: string };

/** Report a person (spec §2 report dialog): a reason from the list (required), an optional explanation, then a confirmation. */
export default withFormKit(
  function ReportDialog({
    user,
    request,
    role = 'client',
    onClose,
  }: {
    user: { id: number; name: string };
    request: number | null;
    /** Whose side reports (a provider reports a client). */
    role?: Role;
    onClose: () => void;
  }) {
    const { Formik, Form, KeepDraft, SelectField, SubmitButton, TextField, yup } = useFormKit();
    const { t } = useTranslation(['provider-profile', 'common', 'validation']);
    // The choice and the words stay on the device until sent or closed (a session may end meanwhile).
    const draft = useDialogDraft<ReportValues>(dialogDraftId.report(user.id, request), { reason: '', explanation: '' });
    const report = useReport(draft.keys);
    const [sent, setSent] = useState(false);
    const close = () => {
      draft.drop();
      onClose();
    };
    return (
      <SheetDialog role={role} title={t('report.title', { name: user.name })} busy={report.isPending} onClose={close}>
        {sent ? (
          <div className="flex flex-col gap-4">
            <p role="status">{t('report.sent')}</p>
            <button type="button" className="btn-primary" onClick={close}>
              {t('common:actions.close')}
            </button>
          </div>
        ) : (
          <Formik<ReportValues>
            initialValues={draft.initialValues}
            validationSchema={reportSchema(yup)}
            onSubmit={async ({ reason, explanation }) => {
              if (!reason) return;
              try {
                await report.mutateAsync({
                  reported_user: user.id,
                  request,
                  reason,
                  explanation: explanation.trim() || undefined,
                });
                draft.drop();
                setSent(true);
              } catch {
                // The alert says why; the choice and the words stay.
              }
            }}
          >
            <Form noValidate className="flex flex-col gap-4">
              <KeepDraft save={draft.save} />
              <FormAlert error={report.error} />
              <SelectField
                name="reason"
                label={t('report.reason')}
                placeholder={t('report.choose')}
                options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) }))}
              />
              <TextField
                name="explanation"
                label={t('report.explanation')}
                multiline
                dir="auto"
                maxLength={LIMITS.reportExplanationMax}
              />
              <DialogActions>
                <button type="button" className="btn-secondary" onClick={close} disabled={report.isPending}>
                  {t('common:actions.cancel')}
                </button>
                <SubmitButton className="btn-danger">{t('report.send')}</SubmitButton>
              </DialogActions>
            </Form>
          </Formik>
        )}
      </SheetDialog>
    );
  },
  { fallback: null },
);
