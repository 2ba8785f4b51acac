import { useCallback, useEffect, useState } from 'react';
import { API_PREFIX, SANDBOX } from '@/services/api/config';
import {
  appWorkerUrl,
  pageBuild,
  swapToWaiting,
  WORKER_MESSAGES,
  workerToRegister,
} from '@/services/shared/app-worker';

export interface AppWorkerState {
  /** A new version is installed and waits for the user's "Reload". */
  updateReady: boolean;
  /** Swap to the waiting version and reload the page into it (the user's choice, never on its own). */
  reload: () => void;
  /** The user tapped Reload and the page has not reloaded yet. */
  reloading: boolean;
  /** When the oldest answer this page shows offline was fetched (the worker served its kept copy), or null. */
  offlineCopyAt: number | null;
}

interface WorkerMessage {
  type?: string;
  build?: string;
  at?: number;
}

/**
 * The service worker from the page's side (public/sw.js; rendered after the first paint by
 * components/shell/AppWorker.tsx): watches the worker in place, or registers this build's on a first
 * install (`workerToRegister`; the sandbox's MSW start registers the same), registers the newer build a
 * refreshed page announces, watches for a version waiting to take over, and hears which answers came
 * from the offline copies.
 */
export function useAppWorker(): AppWorkerState {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [offlineCopyAt, setOfflineCopyAt] = useState<number | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let active = true;
    const offer = (registration: ServiceWorkerRegistration) => {
      // With no controller this is the first install: nothing to swap, nothing to ask.
      if (active && registration.waiting && container.controller) setWaiting(registration.waiting);
    };
    const watch = (registration: ServiceWorkerRegistration) => {
      offer(registration);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(registration);
        });
      });
    };
    const options = { apiPrefix: SANDBOX ? undefined : API_PREFIX, sandbox: SANDBOX };
    /** The worker in place, or this build's on a first install; `wanted`: a newer build, unless already there. */
    const register = async (wanted?: string) => {
      const registration = await container.getRegistration('/').catch(() => undefined);
      const url = workerToRegister(registration, options, wanted);
      if (url)
        await container
          .register(url, { updateViaCache: 'none' })
          .then(watch)
          .catch(() => undefined);
      else if (registration) watch(registration);
    };
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const { type, build, at } = event.data ?? {};
      if (type === WORKER_MESSAGES.newBuild && build) void register(appWorkerUrl({ ...options, build }));
      if (type === WORKER_MESSAGES.offlineCopy && typeof at === 'number')
        setOfflineCopyAt((shown) => Math.min(shown ?? at, at));
    };
    const onOnline = () => setOfflineCopyAt(null);
    // What the worker said before this listened (the first screen's answers) is gone: ask again. The page
    // says its build, so a new version keeps this build's files while this tab is open (public/sw-versions.js);
    // again to a version that takes it over (a first install's, or another tab's Reload).
    const status = () => container.controller?.postMessage({ type: WORKER_MESSAGES.status, build: pageBuild() });
    container.addEventListener('message', onMessage);
    container.addEventListener('controllerchange', status);
    status();
    window.addEventListener('online', onOnline);
    void register();
    return () => {
      active = false;
      container.removeEventListener('message', onMessage);
      container.removeEventListener('controllerchange', status);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  const [reloading, setReloading] = useState(false);
  const reload = useCallback(() => {
    // A second tap while the swap is under way changes nothing.
    if (!waiting || reloading) return;
    setReloading(true);
    swapToWaiting(waiting, navigator.serviceWorker, () => window.location.reload());
  }, [waiting, reloading]);

  return { updateReady: waiting !== null, reload, reloading, offlineCopyAt };
}
