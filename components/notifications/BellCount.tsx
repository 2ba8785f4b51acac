import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@/hooks/notifications/use-unread-count';

/** The unread count on the installed app's icon (the Badging API) where the browser has it (issue 35). */
function useAppBadge(unread: number) {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const badge = unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge();
    badge.catch(() => undefined);
  }, [unread]);
}

/**
 * The bell's name for screen readers and its badge: the unread count (9+ past nine), or a dot while
 * the socket's new-notification flag is set and nothing is counted yet. Its own chunk (the count's
 * query code), fetched for signed-in people only.
 */
export default function BellCount({ hasNew }: { hasNew: boolean }) {
  const { t } = useTranslation('common');
  const unread = useUnreadCount().data ?? 0;
  useAppBadge(unread);
  let label: string = t('nav.notifications');
  if (unread > 0) label = t('nav.notificationsUnread', { number: unread });
  else if (hasNew) label = t('nav.notificationsNew');
  return (
    <>
      <span className="sr-only">{label}</span>
      {unread > 0 ? (
        <span
          dir="ltr"
          className="absolute end-0 top-0 rounded-full bg-brand px-2 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : (
        hasNew && <span className="absolute end-2 top-2 h-2.5 w-2.5 rounded-full bg-red-500" aria-hidden="true" />
      )}
    </>
  );
}
