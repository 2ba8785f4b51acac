import { useEffect, useState } from 'react';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { appStore, useAppState } from '@/store/shared/app-store';
import { EVENTS } from '@/store/shared/events';

/** Toasts appear top-centre for 9 seconds (spec §2, §9). */
export const TOAST_DURATION_MS = 9000;

type HotToast = typeof import('react-hot-toast');

/**
 * Shows the store's toastMessage with react-hot-toast, translated, then clears it.
 * react-hot-toast is fetched with the first toast: most visits never need it.
 */
export function ToastBridge() {
  // Outside the start gate (a failed start toasts too), so it must not suspend on i18n.
  const t = useAnyKeyT({ useSuspense: false });
  const message = useAppState((state) => state.toastMessage);
  const [hot, setHot] = useState<HotToast | null>(null);

  useEffect(() => {
    if (!message) return;
    if (!hot) {
      void import('react-hot-toast').then((module) => setHot(() => module));
      return;
    }
    const body = message.raw ? message.message : t(message.message);
    const content = message.header ? (
      <div>
        <p className="font-semibold">{t(message.header)}</p>
        <p>{body}</p>
      </div>
    ) : (
      body
    );
    const show =
      message.kind === 'error' ? hot.toast.error : message.kind === 'success' ? hot.toast.success : hot.toast;
    show(content, { id: `${message.kind}:${message.message}` });
    appStore.dispatch({ type: EVENTS.SHOW_TOAST_MESSAGE, toast: null });
  }, [message, hot, t]);

  return hot ? <hot.Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} /> : null;
}
