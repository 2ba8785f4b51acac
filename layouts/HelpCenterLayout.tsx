import { Header } from '@/components/layout/Header';
import { SiteFooter } from '@/components/layout/SiteFooter';
import type { LayoutProps } from './types';

export function HelpCenterLayout({ role, children }: LayoutProps) {
  return (
    <div data-layout="help-center" className="flex min-h-dvh flex-col bg-slate-50">
      <Header role={role} />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
