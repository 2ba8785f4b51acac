import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { Spinner } from '@/components/ui/Spinner';
import { useSignedInOnly } from '@/hooks/auth';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@/hooks/notifications/use-notifications';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { usePlace } from '@/hooks/shared/use-place';
import { useRole } from '@/hooks/shared/use-role';
import { notificationHref } from '@/services/notifications/notification-target';
import type { AppNotification } from '@/services/notifications/notifications';
import { formatDate } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useClearNewNotificationOnVisit } from '@/store/notifications/notifications';
import { useAppState } from '@/store/shared/app-store';

/**
 * My notifications (/<role>/notifications, signed in): newest first, the unread ones marked; each
 * opens its request, offer or rating (and is marked read on the way); mark one or all read. Visiting
 * the page quiets the bell's new-notification flag.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const user = useSignedInOnly();
  const notifications = useNotifications(user !== null);
  const markAll = useMarkAllNotificationsRead();
  useClearNewNotificationOnVisit();
  useDocumentTitle(t('title'));
  if (!user) return null;
  const items = notifications.isSuccess ? notifications.data.pages.flatMap((page) => page.results) : [];
  const hasUnread = items.some((item) => !item.is_read);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-ink-muted">{t('subtitle')}</p>
        </div>
        {hasUnread && (
          <button type="button" className="btn-secondary" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {markAll.isPending && <Spinner />}
            {t('markAll')}
          </button>
        )}
      </div>
      <QueryView query={notifications} loading={t('loading')} reserve="min-h-96" empty={t('empty')}>
        {() => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem note={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <LoadMoreButton list={notifications} label={t('more')} />
    </div>
  );
}

function NotificationItem({ note }: { note: AppNotification }) {
  const { t } = useTranslation('notifications');
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const role = useRole();
  const markRead = useMarkNotificationRead();
  const href = notificationHref(note, role);
  const title = localized(note, 'title', language);
  const read = () => {
    if (!note.is_read) markRead.mutate(note.id);
  };
  return (
    <article
      className={`flex items-start gap-3 rounded-xl border p-4 ${note.is_read ? 'border-slate-200 bg-white' : 'border-brand bg-brand-soft'}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">
          {href ? (
            <Link href={href} className="hover:underline" onClick={read}>
              {title}
            </Link>
          ) : (
            title
          )}
          {!note.is_read && (
            <span className="ms-2 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-brand-dark">
              {t('unread')}
            </span>
          )}
        </h2>
        <p className="text-ink-muted">{localized(note, 'body', language)}</p>
        {note.created_at && (
          <p className="text-sm text-ink-muted">
            <time dateTime={note.created_at}>{formatDate(note.created_at, place)}</time>
          </p>
        )}
      </div>
      {!note.is_read && (
        <button
          type="button"
          className="btn-secondary shrink-0"
          onClick={read}
          disabled={markRead.isPending}
          aria-label={`${t('markRead')}: ${title}`}
        >
          {t('markRead')}
        </button>
      )}
    </article>
  );
}
