import type { Redirect } from 'next/dist/lib/load-custom-routes';

/**
 * MSW's service worker, the sandbox's network: committed in public/ and kept current by msw's own
 * postinstall (package.json `msw.workerDirectory`, allowed in `allowScripts`), so no build step copies it.
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
