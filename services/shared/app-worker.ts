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

type Registered = Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'active'> | undefined;

/** The script URL of the registration's newest worker when it is ours (not MSW's alone, from next dev). */
function newestOfOurs(registration: Registered): string | null {
  const newest = registration?.installing ?? registration?.waiting ?? registration?.active;
  return newest && new URL(newest.scriptURL).pathname === APP_WORKER_PATH ? newest.scriptURL : null;
}

/**
 * What a page registers, or null when the registration already has it as its newest worker. As the page
 * starts (no `wanted`): this build's worker on a first install only, for a tab left open on an old build
 * that registered its own build would install it again over the newer one (a downgrade offered as "a
 * new version"). `wanted`: the newer build the worker announced (`NEW_BUILD`). A register call for what
 * is already there is a job for nothing, and one racing the user's Reload in another tab held the swap
 * in Chromium until that page navigated.
 */
export function workerToRegister(
  registration: Registered,
  options: Omit<WorkerOptions, 'build'>,
  wanted?: string,
): string | null {
  const newest = newestOfOurs(registration);
  if (wanted === undefined) return newest ? null : appWorkerUrl({ ...options, build: pageBuild() });
  return newest !== null && new URL(wanted, newest).href === newest ? null : wanted;
}

/** The URL MSW's start registers (mocks/browser.ts): the worker in place, whatever its build, or this build's. */
export async function startWorkerUrl(options: Omit<WorkerOptions, 'build'>): Promise<string> {
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  return newestOfOurs(registration) ?? appWorkerUrl({ ...options, build: pageBuild() });
}

/**
 * How long the user's Reload waits for the waiting version to take over before the page reloads anyway.
 * Chromium may keep the version in control while it has work in hand (seen with a second tab open on
 * the old build: the swap then waits until this page navigates, or for minutes); the page's own
 * navigation lets it go, and the version that skipped waiting serves the reload or claims it at once.
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
