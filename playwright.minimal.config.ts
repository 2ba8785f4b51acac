import { defineConfig } from '@playwright/test';
import { MINIMAL_API } from './e2e/minimal/backend';
import base from './playwright.config';

/**
 * The live build against the minimal backend (issue 32; mocks/README.md "The minimal profile"):
 * `scripts/sandbox-api.mjs --profile minimal` and `next start` on a live build whose
 * NEXT_PUBLIC_API_BASE_URL is that server (MINIMAL_API_PORT, else SANDBOX_API_PORT, else 3102:
 * scripts/test-all.sh's `.next-live`). One worker: the tests share the one backend and reset it.
 *
 *   NEXT_DIST_DIR=.next-live NEXT_PUBLIC_API_BASE_URL=http://127.0.0.1:3102 npm run build
 *   npx playwright test -c playwright.minimal.config.ts
 */
const port = Number(process.env.E2E_PORT ?? 3103);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  ...base,
  testDir: './e2e/minimal',
  testIgnore: undefined,
  fullyParallel: false,
  workers: 1,
  // Beside the main run's results and report, not over them.
  outputDir: 'test-results/minimal',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/minimal' }]]
    : 'list',
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: `node scripts/sandbox-api.mjs --profile minimal --port ${new URL(MINIMAL_API).port} --site ${baseURL}`,
      url: `${MINIMAL_API}/api/v1/common/country-by-code-name/jo`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${port}`,
      url: `${baseURL}/clients/homepage`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-live', NEXT_TELEMETRY_DISABLED: '1' },
    },
  ],
});
