import { defineConfig } from '@playwright/test';
import minimal from './playwright.minimal.config';

/**
 * The live build (what users download: its service worker, no mock code) against the sandbox served
 * over HTTP with its full profile, for what only a live build does: the installed app and reading
 * offline (e2e/live/). The minimal run's servers and ports (playwright.minimal.config.ts), the
 * backend without `--profile minimal`:
 *
 *   NEXT_DIST_DIR=.next-live NEXT_PUBLIC_API_BASE_URL=http://127.0.0.1:3102 npm run build
 *   npx playwright test -c playwright.live.config.ts
 */
const [api, app] = Array.isArray(minimal.webServer) ? minimal.webServer : [];
if (!api || !app) throw new Error('playwright.minimal.config.ts no longer starts a backend and the app');

export default defineConfig({
  ...minimal,
  testDir: './e2e/live',
  outputDir: 'test-results/live',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/live' }]] : 'list',
  webServer: [{ ...api, command: api.command.replace(' --profile minimal', '') }, app],
});
