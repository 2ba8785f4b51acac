import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { LayoutProps } from './types';
import type { ReactNode } from 'react';

interface SiteFrameProps extends LayoutProps {
  /** The layout's QA hook (`data-layout`). */
  name: string;
  /** The page's width and spacing. */
  mainClassName: string;
  /** The page's column, and its background. */
  className?: string;
  /** Shown between the header and the page (the provider's pause banner). */
  banner?: ReactNode;
}

/** Every layout but auth: the site header and footer around the page's `main`. */
export function SiteFrame({
  name,
  role,
  mainClassName,
  className = 'flex min-h-dvh flex-col',
  banner,
  children,
}: SiteFrameProps) {
  return (
    <div data-layout={name} className={className}>
      <SiteHeader role={role} />
      {banner}
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
