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
  /**
   * The page asks what it missed before it listened (answered with `offlineCopy`, `newBuild`), and says its
   * `build` (public/sw-versions.js keeps the static files of every build an open tab runs).
   */
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

type Registered = Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'active'> | undefined;

/** The script URL of the registration's newest worker when it is ours (not MSW's alone, from next dev). */
function newestOfOurs(registration: Registered): string | null {
  const newest = registration?.installing ?? registration?.waiting ?? registration?.active;
  return newest && new URL(newest.scriptURL).pathname === APP_WORKER_PATH ? newest.scriptURL : null;
}

/**
 * The worker a page wants newest in the registration: `wanted`, a newer build the worker announced
 * (`NEW_BUILD`); else the one in place, whatever its build, for a tab left open on an old build that put
 * its own build there would install it again over the newer one (a downgrade offered as "a new
 * version"); and this page's build only on a first install.
 */
function wantedWorker(registration: Registered, options: Omit<WorkerOptions, 'build'>, wanted?: string): string {
  return wanted ?? newestOfOurs(registration) ?? appWorkerUrl({ ...options, build: pageBuild() });
}

/** What a page registers (`wantedWorker`), or null when the registration already has it as its newest. */
export function workerToRegister(
  registration: Registered,
  options: Omit<WorkerOptions, 'build'>,
  wanted?: string,
): string | null {
  const target = wantedWorker(registration, options, wanted);
  const newest = newestOfOurs(registration);
  return newest !== null && new URL(target, newest).href === newest ? null : target;
}

/** The URL MSW's start registers (mocks/browser.ts), which must name one: `wantedWorker`. */
export async function startWorkerUrl(options: Omit<WorkerOptions, 'build'>): Promise<string> {
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  return wantedWorker(registration, options);
}

/**
 * How long the user's Reload waits for the waiting version to take over before the page reloads anyway.
 * Chromium activates a version that skipped waiting only once the old one has no work in hand; under
 * Playwright, with another tab on the old build starting as the user tapped, that took minutes. The
 * reload then lands on whichever version serves it; where the hold lasts, it waits too.
 */
export const SWAP_GRACE_MS = 3000;

/** The user's Reload: the waiting version takes over, and the page reloads into it, once. */
export function swapToWaiting(
  waiting: Pick<ServiceWorker, 'postMessage'>,
  container: Pick<ServiceWorkerContainer, 'addEventListener'>,
  reload: () => void,
): void {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  container.addEventListener('controllerchange', reloadOnce, { once: true });
  waiting.postMessage({ type: WORKER_MESSAGES.skipWaiting });
  setTimeout(reloadOnce, SWAP_GRACE_MS);
}

/** The build this page belongs to (Next writes it into every page). */
export function pageBuild(): string {
  const data = (window as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__;
  return data?.buildId ?? 'dev';
}
