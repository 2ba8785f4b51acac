import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/Logo';

/**
 * What a failed start leaves on screen: a short message and a retry (the toast says why).
 * It never suspends: when the start failed before the translations were in, waiting for
 * them would be the endless overlay this screen is here to end.
 */
export function StartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Logo />
      <h1 className="text-lg font-semibold">{t('start.failedTitle')}</h1>
      <p className="text-ink-muted">{t('start.failedBody')}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </main>
  );
}
