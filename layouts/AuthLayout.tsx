import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import Link from '@/components/ui/Link';
import { Logo } from '@/components/ui/Logo';
import { paths } from '@/config/paths';
import { updateUserLanguage } from '@/services/auth';
import type { LayoutProps } from './types';

/** Sign-in and sign-up: a narrow centred card, the logo and the language switch only. */
export function AuthLayout({ role, children }: LayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div data-layout="auth" className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-6">
      <header className="flex w-full max-w-md items-center justify-between">
        <Link href={paths.home.getHref(role)} className="flex items-center gap-2 font-bold">
          <Logo />
          <span>{t('appName')}</span>
        </Link>
        <LanguageSwitch saveLanguage={updateUserLanguage} />
      </header>
      <main id="main" className="mt-6 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm">
        {children}
      </main>
    </div>
  );
}
