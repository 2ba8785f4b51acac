/**
 * The app's service worker (public/sw.js) and what its URL tells it: the build, which names its
 * caches (a new build is a new script URL, so the browser installs it beside the old one); in a live
 * build the API prefix whose reads it keeps for offline; in the sandbox, that MSW's worker is to be
 * imported; in a build with a VAPID key (NEXT_PUBLIC_VAPID_PUBLIC_KEY), that the push part
 * (public/sw-push.js) is: both registrations build the URL here, so they always agree. Registered by components/shell/AppWorker.tsx (live) and MSW's `worker.start` (sandbox).
 */
export const APP_WORKER_PATH = '/sw.js';

/** The messages between the page and the worker (public/sw.js spells them the same). */
export const WORKER_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  newBuild: 'NEW_BUILD',
  offlineCopy: 'OFFLINE_COPY',
  /** The page asks what it missed before it listened (answered with `offlineCopy`, `newBuild`). */
  status: 'STATUS',
  /** Logout: the user's answers still in flight are not kept, and their cache goes (store/shared/offline-copies.ts). */
  forgetUser: 'FORGET_USER',
} as const;

export interface WorkerOptions {
  build: string;
  /** The backend's API prefix (live builds). */
  apiPrefix?: string;
  sandbox?: boolean;
}

export function appWorkerUrl({ build, apiPrefix, sandbox }: WorkerOptions): string {
  const query = new URLSearchParams({ v: build });
  if (apiPrefix) query.set('api', apiPrefix);
  if (sandbox) query.set('sandbox', '1');
  if (process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY) query.set('push', '1');
  return `${APP_WORKER_PATH}?${query.toString()}`;
}

/** The build this page belongs to (Next writes it into every page). */
export function pageBuild(): string {
  const data = (window as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__;
  return data?.buildId ?? 'dev';
}
