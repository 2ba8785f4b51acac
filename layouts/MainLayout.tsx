import { lazy, Suspense } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { loadPauseBanner } from '@/components/provider-account';
import { useAppState } from '@/store/shared/app-store';
import { SiteHeader } from './SiteHeader';
import type { LayoutProps } from './types';

/** The paused-offers banner: its own chunk, fetched (with the provider profile) only for a signed-in provider. */
const PauseBanner = lazy(() => loadPauseBanner());

/** The client or provider main layout: the role's header and navigation. */
export function MainLayout({ role, children }: LayoutProps) {
  const provider = useAppState((state) => role === 'provider' && Boolean(state.user?.user.has_provider_account));
  return (
    <div data-layout={role === 'provider' ? 'provider-main' : 'client-main'} className="flex min-h-dvh flex-col">
      <SiteHeader role={role} />
      {provider && (
        <Suspense fallback={null}>
          <PauseBanner />
        </Suspense>
      )}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter role={role} />
    </div>
  );
}
