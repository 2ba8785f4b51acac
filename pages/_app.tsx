// The app's fonts (two weights, three scripts, each face with its unicode-range): styles/fonts.css.
import '@/styles/fonts.css';
import '@/styles/globals.css';
import { lazy, Suspense } from 'react';
import { NotificationSocket } from '@/components/notifications/NotificationSocket';
import { AppProviders } from '@/components/shell/AppProviders';
import { AppTitle } from '@/components/shell/AppTitle';
import { LoadingOverlay } from '@/components/shell/LoadingOverlay';
import { PasswordGate } from '@/components/shell/PasswordGate';
import { ScreenWatcher } from '@/components/shell/ScreenWatcher';
import { StartGate } from '@/components/shell/StartGate';
import { ToastBridge } from '@/components/shell/ToastBridge';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { reloadIntoCurrentBuild } from '@/components/ui/stale-build';
import { useAfterFirstPaint } from '@/hooks/shared/first-paint';
import { PageLayout } from '@/layouts/PageLayout';
import { onTranslationFileGone } from '@/locales/i18n';
import { SANDBOX } from '@/services/api/config';
import { roleOfPath } from '@/services/shared/routes';
import type { AppProps } from 'next/app';

// A translation of a build a deploy replaced, gone from the server: the page loads again into the new one.
onTranslationFileGone(() => void reloadIntoCurrentBuild());

/**
 * The sandbox's QA dock: sandbox mode only, its own chunk, never server-rendered.
 * The condition is written out (as in start-sequence.ts) so a live build drops the chunk.
 */
const SandboxDock = process.env.NEXT_PUBLIC_API_BASE_URL
  ? () => null
  : lazy(() => import('@/components/sandbox/SandboxDock'));

/** Real users' web vitals: only with a collector set (written out, so other builds drop the chunk); never in a first load. */
const VitalsReporter = process.env.NEXT_PUBLIC_VITALS_URL
  ? lazy(() => import('@/components/shell/VitalsReporter').then((module) => ({ default: module.VitalsReporter })))
  : () => null;

/**
 * The service worker's registration, update prompt and offline stamp: production builds only (a
 * worker under `next dev` would serve yesterday's code), its own chunk, after the first paint.
 */
const AppWorker =
  process.env.NODE_ENV === 'production' ? lazy(() => import('@/components/shell/AppWorker')) : () => null;

/** The worker, once the first screen has painted: only this part renders again then, not the whole app. */
function AppWorkerAfterFirstPaint() {
  return useAfterFirstPaint() ? <AppWorker /> : null;
}

export default function App({ Component, pageProps, router }: AppProps) {
  const path = router.asPath;
  const role = roleOfPath(path);
  return (
    <AppProviders>
      {/* Around the frame too: a menu's or a layout's part that fails to load never leaves a white page. */}
      <ErrorBoundary>
        <div data-role={role}>
          <StartGate>
            <AppTitle />
            <ScreenWatcher />
            <Suspense fallback={null}>
              <VitalsReporter />
              <AppWorkerAfterFirstPaint />
            </Suspense>
            <PasswordGate>
              <NotificationSocket />
              <PageLayout path={path}>
                <ErrorBoundary resetKey={router.pathname}>
                  <Suspense fallback={<LoadingOverlay role={role} />}>
                    <Component {...pageProps} />
                  </Suspense>
                </ErrorBoundary>
              </PageLayout>
            </PasswordGate>
            {/* The sandbox dock: outside the password gate, so QA can reach it on the gate screen too. */}
            {SANDBOX && (
              <Suspense fallback={null}>
                <SandboxDock />
              </Suspense>
            )}
          </StartGate>
          <ToastBridge />
        </div>
      </ErrorBoundary>
    </AppProviders>
  );
}
