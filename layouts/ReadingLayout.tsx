import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { LayoutProps } from './types';

/** The reading pages' two layouts: the articles' column, and the help center's wider one on grey. */
const READING = {
  articles: { page: 'flex min-h-dvh flex-col', main: 'mx-auto w-full max-w-3xl flex-1 px-4 py-6' },
  'help-center': { page: 'flex min-h-dvh flex-col bg-slate-50', main: 'mx-auto w-full max-w-4xl flex-1 px-4 py-6' },
};

export function ReadingLayout({ layout, role, children }: LayoutProps & { layout: keyof typeof READING }) {
  return (
    <div data-layout={layout} className={READING[layout].page}>
      <SiteHeader role={role} />
      <main id="main" className={READING[layout].main}>
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
