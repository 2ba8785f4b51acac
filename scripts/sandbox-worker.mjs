// Sandbox mode (no NEXT_PUBLIC_API_BASE_URL) serves MSW's service worker from
// public/; live mode must ship no mock code, so the file is removed there.
// Live mode is read the way `next build` reads it: the environment, then
// .env.production.local, .env.local, .env.production and .env (@next/env).
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireCjs = createRequire(import.meta.url);
const { loadEnvConfig } = requireCjs('@next/env');

/** Whether a build of `dir` in `mode` talks to a live backend. */
export function isLiveBuild(dir, dev = false) {
  const { combinedEnv } = loadEnvConfig(dir, dev, { info: () => undefined, error: console.error }, true);
  return Boolean(combinedEnv.NEXT_PUBLIC_API_BASE_URL);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const check = process.argv.indexOf('--check');
  if (check !== -1) {
    // `--check <dir>`: only say which mode a build of <dir> would be in.
    console.log(isLiveBuild(process.argv[check + 1] ?? '.', dev) ? 'live' : 'sandbox');
  } else {
    const target = new URL('../public/mockServiceWorker.js', import.meta.url);
    if (isLiveBuild(fileURLToPath(new URL('..', import.meta.url)), dev)) rmSync(target, { force: true });
    else copyFileSync(requireCjs.resolve('msw/mockServiceWorker.js'), target);
  }
}
