import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { Suspense } from 'react';
import { AppProviders } from '@/components/shell/AppProviders';
import { ErrorBoundary } from '@/components/shell/ErrorBoundary';
import { LoadingOverlay } from '@/components/shell/LoadingOverlay';
import { ScreenWatcher } from '@/components/shell/ScreenWatcher';
import { StartGate } from '@/components/shell/StartGate';
import { ToastBridge } from '@/components/shell/ToastBridge';
import { PageLayout } from '@/layouts/PageLayout';
import { roleOfPath } from '@/services/routes';

export default function App({ Component, pageProps, router }: AppProps) {
  const path = router.asPath;
  const role = roleOfPath(path);
  return (
    <AppProviders>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Khidma</title>
      </Head>
      <div data-role={role}>
        <StartGate>
          <ScreenWatcher />
          <PageLayout path={path}>
            <ErrorBoundary resetKey={router.pathname}>
              <Suspense fallback={<LoadingOverlay role={role} />}>
                <Component {...pageProps} />
              </Suspense>
            </ErrorBoundary>
          </PageLayout>
        </StartGate>
        <ToastBridge />
      </div>
    </AppProviders>
  );
}
