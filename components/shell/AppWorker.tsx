import { useTranslation } from 'react-i18next';
import { useAppWorker } from '@/hooks/shared/use-app-worker';
import { usePlace } from '@/hooks/shared/use-place';
import { formatClock } from '@/services/shared/format';

/**
 * The service worker's two words to the user (pages/_app.tsx renders this after the first paint, in
 * production builds): "Offline — as of 14:05" while the screen shows answers the worker kept, and
 * "New version available — Reload" when a new build waits. The prompt never takes the focus and
 * nothing swaps until the user taps Reload: a form being filled in stays as it is.
 */
export default function AppWorker() {
  const { t } = useTranslation('common');
  const place = usePlace();
  const { updateReady, reload, reloading, offlineCopyAt } = useAppWorker();
  if (!updateReady && offlineCopyAt === null) return null;
  return (
    <div className="fixed start-0 end-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3">
      {offlineCopyAt !== null && (
        <p role="status" data-offline-copy className="rounded-lg bg-slate-800 px-4 py-2 text-sm text-white shadow-lg">
          {t('appWorker.offlineAsOf', { time: formatClock(offlineCopyAt, place) })}
        </p>
      )}
      {updateReady && (
        <div className="flex items-center gap-3 rounded-lg bg-white px-4 py-2 shadow-lg ring-1 ring-slate-200">
          <p role="status" className="text-sm">
            {t('appWorker.newVersion')}
          </p>
          <button
            type="button"
            className="btn-primary"
            onClick={reload}
            aria-disabled={reloading}
            aria-busy={reloading}
          >
            {reloading ? t('appWorker.reloading') : t('appWorker.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
