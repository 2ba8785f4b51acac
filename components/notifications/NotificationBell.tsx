import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/LineIcon';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import type { Role } from '@/services/shared/routes';
import { useAppState } from '@/store/shared/app-store';

/** The unread count's query stays out of every page's first load (the bell is for signed-in people). */
const BellCount = lazy(() => import('./BellCount'));

/** The bell of a signed-in user; `data-new-notification="true"` while the new-notification flag is set (a QA hook). */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  const hasNew = useAppState((state) => state.isThereNewNotification);
  return (
    <Link
      href={paths.notifications.getHref(role)}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
      data-new-notification={hasNew ? 'true' : 'false'}
    >
      <LineIcon size={22}>
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </LineIcon>
      <Suspense fallback={<span className="sr-only">{t(hasNew ? 'nav.notificationsNew' : 'nav.notifications')}</span>}>
        <BellCount hasNew={hasNew} />
      </Suspense>
    </Link>
  );
}
