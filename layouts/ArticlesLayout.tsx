import { Header } from '@/components/layout/Header';
import { SiteFooter } from '@/components/layout/SiteFooter';
import type { LayoutProps } from './types';

export function ArticlesLayout({ role, children }: LayoutProps) {
  return (
    <div data-layout="articles" className="flex min-h-dvh flex-col">
      <Header role={role} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
