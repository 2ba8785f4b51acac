import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';

/** Cancel and Save for the provider's edits; both wait while the save runs. */
export function SaveActions({
  pending,
  onCancel,
  onSave,
}: {
  pending: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </button>
      <button type="button" className="btn-primary" onClick={onSave} disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        {t('actions.save')}
      </button>
    </div>
  );
}
