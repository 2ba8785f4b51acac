import { setupWorker } from 'msw/browser';
import { SANDBOX_WORKER_PATH } from '@/config/sandbox-worker';
import { startWorkerUrl } from '@/services/shared/app-worker';
import { localStoragePersistence } from './browser-persistence';
import { handlers } from './handlers';
import { deliverToWorker } from './push-delivery';
import { createSandboxApi, type SandboxApi } from './sandbox-api';
import { CONTROL_STORAGE_KEY, isSandboxProfile, sandboxControl, type ControlState } from './shared/control';
import { db } from './shared/db';
import { onPushSent } from './tables/notifications/push';

export const SCENARIO_REQUEST_KEY = 'SANDBOX_SCENARIO';

declare global {
  interface Window {
    __sandbox?: SandboxApi;
  }
}

/**
 * The app's one way into the sandbox (see pages/_app via components/shell/StartGate):
 * restore the saved state, start the worker, expose the QA levers. Resolves when
 * the worker intercepts requests, so the first call is already answered here.
 */
export async function startSandbox(): Promise<void> {
  db.usePersistence(localStoragePersistence());
  // Reads' saves wait a moment (mocks/shared/db.ts): leaving or reloading the page does them first.
  window.addEventListener('pagehide', () => db.flush());
  sandboxControl.persistWith(
    () => {
      try {
        return JSON.parse(window.localStorage.getItem(CONTROL_STORAGE_KEY) ?? 'null') as ControlState | null;
      } catch {
        return null;
      }
    },
    (state) => window.localStorage.setItem(CONTROL_STORAGE_KEY, JSON.stringify(state)),
  );
  // A sandbox build for the minimal backend (NEXT_PUBLIC_SANDBOX_PROFILE=minimal) starts in it; QA's switch wins.
  const built = process.env.NEXT_PUBLIC_SANDBOX_PROFILE;
  if (!sandboxControl.state.profile && isSandboxProfile(built)) sandboxControl.setProfile(built);
  window.__sandbox = createSandboxApi();
  onPushSent((push) => void deliverToWorker(push).catch(() => undefined));
  // A test (or a QA link) may ask for a scenario before the app starts: apply it once.
  const requested = window.localStorage.getItem(SCENARIO_REQUEST_KEY);
  if (requested) {
    window.localStorage.removeItem(SCENARIO_REQUEST_KEY);
    window.__sandbox.scenario(requested);
  }
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    // A production build registers the app's worker, which imports MSW's (public/sw.js): QA runs what
    // users get. `next dev` registers MSW's alone (the app's worker would keep yesterday's pages).
    serviceWorker: {
      url: process.env.NODE_ENV === 'production' ? await startWorkerUrl({ sandbox: true }) : SANDBOX_WORKER_PATH,
      options: { scope: '/', updateViaCache: 'none' },
    },
    // The worker in control, whatever its build: a newer build's waits for the user's Reload
    // (hooks/shared/use-app-worker.ts registers it), and MSW's start would wait for it to activate.
    findWorker: (script, wanted) => new URL(script).pathname === new URL(wanted).pathname,
  });
}
