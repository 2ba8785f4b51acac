import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { LIMITS } from '@/services/shared/limits';
import type { Role } from '@/services/shared/routes';
import { reasonSchema } from '@/services/shared/validation';
import { FormAlert } from './FormAlert';
import { DialogActions, SheetDialog } from './SheetDialog';
import type { ReactNode } from 'react';

/**
 * The "general form" (spec §2) for turning something down with a reason (cancel or close a request, reject
 * an offer, hide a job): the reason, required or optional, then the action. A failure keeps the
 * dialog open with the reason typed and says why; with a `draft` id the reason is kept on the device
 * too (store/shared/dialog-draft.ts), so a session that ends mid-send loses nothing.
 */
export const ReasonDialog = withFormKit(
  function ReasonDialog({
    role,
    title,
    description,
    label,
    optional = false,
    confirmLabel,
    keepLabel,
    draft = null,
    pending,
    error,
    onSubmit,
    onClose,
  }: {
    role: Role;
    /** The dialog's draft id (store/shared/dialog-draft-ids.ts `dialogDraftId.reason`); without one the reason lives while the dialog is open. */
    draft?: string | null;
    title: string;
    description?: ReactNode;
    label: string;
    optional?: boolean;
    confirmLabel: string;
    keepLabel?: string;
    pending: boolean;
    error: unknown;
    /** Resolves when done (the dialog closes), rejects to stay open. */
    onSubmit: (reason: string) => Promise<unknown>;
    onClose: () => void;
  }) {
    const { Formik, Form, KeepDraft, SubmitButton, TextField, yup } = useFormKit();
    // Its field errors are `validation:` keys: in before the dialog shows (it opens on routes that do not preload them).
    const { t } = useTranslation(['common', 'validation']);
    const kept = useDialogDraft(draft, { reason: '' });
    const close = () => {
      kept.drop();
      onClose();
    };
    return (
      <SheetDialog role={role} title={title} description={description} busy={pending} onClose={close}>
        <Formik
          initialValues={kept.initialValues}
          validationSchema={reasonSchema(yup, optional)}
          onSubmit={async ({ reason }) => {
            try {
              await onSubmit(reason.trim());
              close();
            } catch {
              // The alert says why; the reason stays.
            }
          }}
        >
          <Form noValidate className="flex flex-col gap-4">
            <KeepDraft save={kept.save} />
            <FormAlert error={error} />
            <TextField name="reason" label={label} multiline dir="auto" maxLength={LIMITS.reasonMax} />
            <DialogActions>
              <button type="button" className="btn-secondary" onClick={close} disabled={pending}>
                {keepLabel ?? t('actions.cancel')}
              </button>
              <SubmitButton className="btn-danger">{confirmLabel}</SubmitButton>
            </DialogActions>
          </Form>
        </Formik>
      </SheetDialog>
    );
  },
  { fallback: null },
);
