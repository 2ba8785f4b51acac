import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { homePath, authPath, type Role } from '@/services/routes';
import { useAppState } from '@/store/app-store';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';

export function Header({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  const user = useAppState((state) => state.user);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link href={homePath(role)} className="flex items-center gap-2 font-bold">
          {/* eslint-disable-next-line @next/next/no-img-element -- static logo */}
          <img src="/logo.svg" width={48} height={36} alt="" />
          <span>{t('appName')}</span>
        </Link>
        <nav className="flex items-center gap-2" aria-label={t('nav.label')}>
          <LanguageSwitch />
          {user ? (
            <NotificationBell role={role} />
          ) : (
            <Link href={authPath(role, 'login')} className="btn-primary">
              {t('nav.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
