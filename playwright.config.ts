import { defineConfig, devices } from '@playwright/test';
import type { LanguageOption } from './e2e/fixtures';

/**
 * Chromium from Debian (/usr/bin/chromium); Playwright never downloads a browser.
 * Every flow runs once per language: the `ar` project (RTL, the default) and `en`. A test whose
 * title (or describe) ends in `@one-language` runs in `ar` only: behaviour no language can change
 * (headers, CSP, sanitising, layouts' QA hooks, sending once, a timeout, long lists' paging), or a
 * test that already goes through both languages itself. A flow whose words, numbers or direction
 * matter, or whose path differs by language (signing in reloads into the user's saved language),
 * runs in both.
 * E2E_BASE_URL reuses a running server; otherwise the sandbox build is started on E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig<LanguageOption>({
  testDir: './e2e',
  // The live build has its own servers: playwright.minimal.config.ts (the minimal backend) and
  // playwright.live.config.ts (the installed app, offline).
  testIgnore: ['minimal/**', 'live/**', 'simplejwt/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two workers on two cores: four were no faster here at load 13-22 (100-156 s against 107-122 s).
  workers: 2,
  // Timeouts catch a hang, never a slow machine: at load 20 a flow took up to 21 s, an answer on
  // screen several seconds. A passing test waits no longer for them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace records every step (DOM snapshots, screenshots): about half of each test's time here.
    // A failing test is retried on CI, and the retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'ar', use: { ...chromium, language: 'ar' } },
    { name: 'en', use: { ...chromium, language: 'en' }, grepInvert: /@one-language/ },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx next start -p ${port}`,
        url: `${baseURL}/clients/homepage`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next' },
      },
});
