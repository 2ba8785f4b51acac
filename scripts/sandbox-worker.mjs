// Sandbox mode (no NEXT_PUBLIC_API_BASE_URL) serves MSW's service worker from
// public/; live mode must ship no mock code, so the file is removed there.
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const target = new URL('../public/mockServiceWorker.js', import.meta.url);
const envFile = new URL('../.env.local', import.meta.url);
const fromEnvFile = existsSync(envFile) && /^NEXT_PUBLIC_API_BASE_URL=\S+/m.test(readFileSync(envFile, 'utf8'));
const live = Boolean(process.env.NEXT_PUBLIC_API_BASE_URL) || fromEnvFile;

if (live) {
  rmSync(target, { force: true });
} else {
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), target);
}
