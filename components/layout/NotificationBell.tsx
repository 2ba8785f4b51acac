import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@/hooks/use-unread-count';
import { ROLE_PREFIX, type Role } from '@/services/routes';
import { useAppState } from '@/store/app-store';

/**
 * The bell of a signed-in user: the unread count as a badge (9+ past nine), a dot while the socket's
 * new-notification flag is set and nothing is counted yet. `data-new-notification="true"` while that
 * flag is set (a QA hook).
 */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  const hasNew = useAppState((state) => state.isThereNewNotification);
  const unread = useUnreadCount().data ?? 0;
  let label: string = t('nav.notifications');
  if (unread > 0) label = t('nav.notificationsUnread', { number: unread });
  else if (hasNew) label = t('nav.notificationsNew');
  return (
    <Link
      href={`${ROLE_PREFIX[role]}/notifications`}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
      aria-label={label}
      data-new-notification={hasNew ? 'true' : 'false'}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 ? (
        <span dir="ltr" className="absolute end-0 top-0 rounded-full bg-brand px-2 text-xs font-bold text-white" aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : (
        hasNew && <span className="absolute end-2 top-2 h-2.5 w-2.5 rounded-full bg-red-500" aria-hidden="true" />
      )}
    </Link>
  );
}
