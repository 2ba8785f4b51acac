import { defineConfig } from '@playwright/test';
import { ACCESS_SECONDS, SIMPLEJWT_API } from './e2e/simplejwt/backend';
import base from './playwright.config';

/**
 * The live build against a real DRF + SimpleJWT backend that rotates and blacklists refresh tokens
 * (issue 43; e2e/simplejwt/backend.py, Debian's python3 and packages). The backend listens where the
 * build's NEXT_PUBLIC_API_BASE_URL points: SIMPLEJWT_API_PORT, else SANDBOX_API_PORT, else 3102
 * (scripts/test-all.sh's `.next-live`, once the minimal run has freed the port). One worker: the
 * tests share the backend's levers.
 *
 *   NEXT_DIST_DIR=.next-live NEXT_PUBLIC_API_BASE_URL=http://127.0.0.1:3102 npm run build
 *   npx playwright test -c playwright.simplejwt.config.ts
 */
const port = Number(process.env.E2E_PORT ?? 3103);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  ...base,
  testDir: './e2e/simplejwt',
  testIgnore: undefined,
  fullyParallel: false,
  workers: 1,
  outputDir: 'test-results/simplejwt',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/simplejwt' }]]
    : 'list',
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: `/usr/bin/python3 e2e/simplejwt/backend.py ${new URL(SIMPLEJWT_API).port}`,
      url: `${SIMPLEJWT_API}/api/v1/common/country-by-code-name/jo`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SIMPLEJWT_ACCESS_SECONDS: String(ACCESS_SECONDS), PYTHONDONTWRITEBYTECODE: '1' },
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
