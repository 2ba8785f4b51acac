import { expect, expectAccessible } from './fixtures';
import { copyFor } from './settings-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';
import type { LanguageOption } from './fixtures';
import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * A new version (issue 35, docs/architecture.md "The installed app and offline"), on the live build and
 * the sandbox's: the worker reads the build in a refreshed page, the page installs that build's worker,
 * and it waits: "New version available — Reload" shows, what the user typed stays, and only the tap
 * swaps and reloads.
 *
 * A run has one build, so the second is made by rewriting the page the worker fetches: Playwright
 * routes a service worker's requests in Chromium (1.65), and only those are rewritten, so the page the
 * user sees stays the real build's. The worker script is the same file under `?v=<build>-next`.
 */

const NEXT = '-next';

/** The page's build, as Next wrote it. */
const pageBuild = (page: Page) =>
  page.evaluate(() => (window as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? '');

/** The controlling worker's script URL ('' while none, or while the page navigates). */
const controllerScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '').catch(() => '');

/** Whether this is still the document the test marked (a reload or a swap starts a new one). */
const sameDocument = (page: Page) => page.evaluate(() => 'e2eMarked' in window).catch(() => false);

async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * A provider types their email into the sign-in while a new version arrives; then taps Reload.
 * `beforeTap` runs with the prompt shown (e.g. another tab opened on the old build).
 */
export async function expectUpdateWaitsForReload(
  page: Page,
  context: BrowserContext,
  language: LanguageOption['language'],
  beforeTap: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const c = copyFor(language);
  const login = paths.auth.login.getHref('provider');
  // page.goto, not app.goto: axe runs once on this screen (expectAccessible remembers a path), with the prompt shown.
  await page.goto(`${login}?lang=${language}`);
  await waitForApp(page);
  const build = await pageBuild(page);
  expect(build).not.toBe('');
  await expect.poll(() => controllerScript(page)).toContain(`v=${build}&`);
  // Once through the worker, so the page is kept and its next visit paints the kept copy.
  await page.reload();
  await waitForApp(page);
  await expect
    .poll(() =>
      page.evaluate(
        (name) => caches.open(name).then((cache) => cache.match(`${location.origin}${location.pathname}`)),
        `shell-${build}`,
      ),
    )
    .toBeTruthy();

  // From now on the worker's network copy of the page names the next build.
  let rewritten = 0;
  await context.route(
    (url) => url.pathname === login,
    async (route: Route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      rewritten += 1;
      await route.fulfill({ response, body: html.replace(`"buildId":"${build}"`, `"buildId":"${build}${NEXT}"`) });
    },
  );
  await page.reload();
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { e2eMarked: true }));
  const identifier = page.getByLabel(c.auth.login.identifier);
  await identifier.fill(DEMO.provider.email);

  const prompt = page.getByRole('status').filter({ hasText: c.common.appWorker.newVersion });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(rewritten, 'the route saw the worker’s fetch of the page').toBeGreaterThan(0);
  // The page is still the real build's (the kept copy), the user's text untouched, nothing reloaded.
  expect(await pageBuild(page)).toBe(build);
  await expect(identifier).toHaveValue(DEMO.provider.email);
  expect(await sameDocument(page)).toBe(true);
  expect(await controllerScript(page)).toContain(`v=${build}&`);
  await expectAccessible(page);
  await beforeTap();

  await page.getByRole('button', { name: c.common.appWorker.reload, exact: true }).click();
  await expect.poll(() => sameDocument(page), { timeout: 30_000 }).toBe(false);
  await expect.poll(() => controllerScript(page), { timeout: 30_000 }).toContain(`v=${build}${NEXT}&`);
  await waitForApp(page);
  await expect(prompt).toHaveCount(0);
}
