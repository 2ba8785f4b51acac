import { SiteFrame } from './SiteFrame';
import type { LayoutProps } from './types';

/** Home, categories, services, testimonials: full-width pages with the site header and footer. */
export function BareLayout({ role, children }: LayoutProps) {
  return (
    // At least a screen tall: the footer starts below the fold, so content arriving late never pushes it (CLS).
    <SiteFrame name="bare" role={role} mainClassName="min-h-dvh flex-1">
      {children}
    </SiteFrame>
  );
}
