import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import type { LayoutProps } from './types';

/** The client or provider main layout: the role's header and navigation. */
export function MainLayout({ role, children }: LayoutProps) {
  return (
    <div data-layout={role === 'provider' ? 'provider-main' : 'client-main'} className="flex min-h-dvh flex-col">
      <Header role={role} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <Footer role={role} />
    </div>
  );
}
