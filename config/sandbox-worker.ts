import type { Redirect } from 'next/dist/lib/load-custom-routes';

/**
 * MSW's service worker, the sandbox's network: committed in public/, so no build step copies it, and
 * written again by `npx msw init` (to package.json `msw.workerDirectory`) whenever msw changes.
 */
export const SANDBOX_WORKER_PATH = '/mockServiceWorker.js';

/**
 * A live build (a backend set) must not serve it: its routes send it to the 404 page before public/
 * is looked at (scripts/check-no-mock-code.mjs checks the built routes). A redirect, not a rewrite:
 * any rewrite makes Next's client router resolve rewrites on every page (more code in the shared
 * chunk, and a second route resolution after hydration).
 */
export function sandboxWorkerRedirects(live: boolean): Redirect[] {
  return live ? [{ source: SANDBOX_WORKER_PATH, destination: '/404', permanent: false }] : [];
}

/**
 * The VAPID public key of sandbox builds (no backend, no NEXT_PUBLIC_VAPID_PUBLIC_KEY given): the
 * sandbox never sends a real Web Push (it posts its pushes to the page's worker, docs/sandbox.md
 * `push`), so a made-up key whose private half was thrown away is enough to build the push parts,
 * and QA tests what users of a build with a key get. A live build without a key has no push code.
 */
export const SANDBOX_VAPID_PUBLIC_KEY =
  'BJfhVjLOM_affJyh1Gzbpg1mzSdpOxbIOOqeeWLxd3KxHB_1akU-UunLuaX_pcynd7mMRT1WTUTxI4Us-ueKKPE';

/** The key a build inlines: the one given (even '' to leave push out), else the sandbox's in a sandbox build. */
export function buildVapidKey(given: string | undefined, live: boolean): string {
  return given ?? (live ? '' : SANDBOX_VAPID_PUBLIC_KEY);
}
