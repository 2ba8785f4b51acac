import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import type { LayoutProps } from './types';

/** Home, categories, services, testimonials: full-width pages with the site header and footer. */
export function BareLayout({ role, children }: LayoutProps) {
  return (
    <div data-layout="bare" className="flex min-h-dvh flex-col">
      <Header role={role} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer role={role} />
    </div>
  );
}
