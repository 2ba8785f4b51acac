import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { LayoutProps } from './types';

/** Home, categories, services, testimonials: full-width pages with the site header and footer. */
export function BareLayout({ role, children }: LayoutProps) {
  return (
    <div data-layout="bare" className="flex min-h-dvh flex-col">
      <SiteHeader role={role} />
      {/* At least a screen tall: the footer starts below the fold, so content arriving late never pushes it (CLS). */}
      <main id="main" className="min-h-dvh flex-1">
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
