import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import type { Role } from '@/services/shared/routes';
import { DialogActions, SheetDialog } from './SheetDialog';

/** The "confirmation pop-up" (spec §2): a question, Cancel, and the action (red when it destroys something). */
export default function ConfirmDialog({
  role,
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  role: Role;
  title: string;
  body: string;
  confirmLabel: string;
  /** The way out, when "Cancel" is not the word (e.g. "Not now"). */
  cancelLabel?: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <SheetDialog role={role} title={title} description={body} busy={pending} onClose={onClose}>
      <FormAlert error={error} />
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
          {cancelLabel ?? t('actions.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'btn-danger' : 'btn-primary'}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </DialogActions>
    </SheetDialog>
  );
}
