import Link from 'next/link';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/services/routes';
import { SETTINGS_PAGES, settingsPath, type SettingsPage } from './settings-paths';
import { signOut } from './sign-out';

const LanguageDialog = lazy(() => import('./LanguageDialog'));
const SwitchRoleDialog = lazy(() => import('./SwitchRoleDialog'));

type OpenDialog = 'language' | 'switch-role' | null;

const itemClass =
  'flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-start hover:bg-slate-50 focus-visible:bg-slate-50';

function Chevron() {
  return (
    <svg className="h-4 w-4 shrink-0 text-ink-faint rtl:rotate-180" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

function Group({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">{children}</ul>;
}

/**
 * The settings menu: a link per settings page (the current one marked with
 * aria-current) and the actions that open a dialog or sign out.
 */
export function SettingsMenu({ role, current }: { role: Role; current: SettingsPage | null }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState<OpenDialog>(null);
  const active = current ?? 'account';
  return (
    <nav aria-label={t('menu.label')} className="flex flex-col gap-4">
      <Group>
        {SETTINGS_PAGES.map((page) => (
          <li key={page}>
            <Link
              href={settingsPath(role, page)}
              aria-current={page === active ? 'page' : undefined}
              className={`${itemClass} aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold ${page === 'close-account' ? 'text-red-700' : ''}`}
            >
              <span>{t(`menu.${page}`)}</span>
              <Chevron />
            </Link>
          </li>
        ))}
      </Group>
      <Group>
        <li>
          <button type="button" className={itemClass} onClick={() => setOpen('language')}>
            <span>{t('menu.language')}</span>
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={() => setOpen('switch-role')}>
            <span>{t(role === 'client' ? 'menu.switchToProvider' : 'menu.switchToClient')}</span>
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={() => signOut(role)}>
            <span>{t('menu.logout')}</span>
          </button>
        </li>
      </Group>
      <Suspense fallback={null}>
        {open === 'language' && <LanguageDialog role={role} onClose={() => setOpen(null)} />}
        {open === 'switch-role' && <SwitchRoleDialog role={role} onClose={() => setOpen(null)} />}
      </Suspense>
    </nav>
  );
}
