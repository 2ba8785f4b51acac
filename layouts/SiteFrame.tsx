import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { LayoutProps } from './types';
import type { ReactNode } from 'react';

interface SiteFrameProps extends LayoutProps {
  /** The layout's QA hook (`data-layout`). */
  name: string;
  /** The page's width and spacing. */
  mainClassName: string;
  /** A background for the whole page. */
  className?: string;
  /** Shown between the header and the page (the provider's pause banner). */
  banner?: ReactNode;
}

/** Every layout but auth: the site header and footer around the page's `main`. */
export function SiteFrame({ name, role, mainClassName, className = '', banner, children }: SiteFrameProps) {
  return (
    <div data-layout={name} className={className ? `flex min-h-dvh flex-col ${className}` : 'flex min-h-dvh flex-col'}>
      <SiteHeader role={role} />
      {banner}
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
