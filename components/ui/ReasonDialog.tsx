import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { loadWithScreen } from '@/locales/i18n';
import { LIMITS } from '@/services/limits';
import type { Role } from '@/services/routes';
import { reasonSchema } from '@/services/validation';
import { FormAlert } from './FormAlert';
import { DialogActions, SheetDialog } from './SheetDialog';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import type { ReactNode } from 'react';

// The form's field errors are validation: keys.
loadWithScreen('validation');

/**
 * The "general form" (spec §2) for turning something down with a reason (cancel or close a request, reject
 * an offer, hide a job): the reason, required or optional, then the action. A failure keeps the
 * dialog open with the reason typed and says why.
 */
export function ReasonDialog({
  role,
  title,
  description,
  label,
  optional = false,
  confirmLabel,
  keepLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  role: Role;
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
  const { t } = useTranslation('common');
  return (
    <SheetDialog role={role} title={title} description={description} busy={pending} onClose={onClose}>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={reasonSchema(optional)}
        onSubmit={async ({ reason }) => {
          try {
            await onSubmit(reason.trim());
            onClose();
          } catch {
            // The alert says why; the reason stays.
          }
        }}
      >
        <Form noValidate className="flex flex-col gap-4">
          <FormAlert error={error} />
          <TextField name="reason" label={label} multiline dir="auto" maxLength={LIMITS.reasonMax} />
          <DialogActions>
            <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
              {keepLabel ?? t('actions.cancel')}
            </button>
            <SubmitButton className="btn-danger">{confirmLabel}</SubmitButton>
          </DialogActions>
        </Form>
      </Formik>
    </SheetDialog>
  );
}
