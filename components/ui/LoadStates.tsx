import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';

/**
 * A section still loading: announced politely, with a spinner. `reserve` (min-height classes)
 * keeps the room the content will take, so nothing below it moves when it arrives (CLS).
 */
export function LoadingState({ label, reserve = '' }: { label: string; reserve?: string }) {
  return (
    <p role="status" className={`flex items-start gap-2 py-6 text-ink-muted ${reserve}`}>
      <Spinner />
      {label}
    </p>
  );
}

/** A section that failed: the error in the reader's language and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-start gap-3 py-4">
      <FormAlert error={error} />
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/** A section with nothing to show. */
export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-ink-muted">{children}</p>
  );
}
