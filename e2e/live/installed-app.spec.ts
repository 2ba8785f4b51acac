import { resetBackend, signInBeforeStart } from './backend';
import { paths } from '../../config/paths';
import arCommon from '../../locales/ar/common.json';
import enCommon from '../../locales/en/common.json';
import { DEMO, DEMO_PASSWORD } from '../../tests/factories';
import { expect, expectAccessible, test } from '../fixtures';
import { copyFor } from '../settings-helpers';
import type { Page } from '@playwright/test';

/**
 * The installed app on the live build (issue 35): the manifest, the service worker (public/sw.js)
 * controlling the page, the job feed read offline and marked so, and a logout that leaves no
 * answer of the user's on the device.
 */

const JOB_CARD = 'article[aria-labelledby^="job-"]';

/** "Offline — as of 14:05" in the page's language, whatever the time (Latin digits, isolated left to right). */
function offlineStamp(language: 'ar' | 'en'): RegExp {
  const [before, after] = (language === 'ar' ? arCommon : enCommon).appWorker.offlineAsOf.split('{{time}}');
  return new RegExp(`^${before}\u2066\\d{2}:\\d{2}\u2069${after}$`);
}

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('/sw.js?') === true);

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.beforeEach(async ({ language }) => {
  // The demo users' saved language is the run's (a saved Arabic would reload an English run, spec §1).
  await resetBackend(language === 'en' ? 'users-speak-english' : undefined);
});

test.describe('the installed app', () => {
  test('the manifest of the page language is linked, valid, installable, and its icons are served', async ({
    page,
    app,
    context,
    language,
  }) => {
    await app.goto(paths.home.getHref('client'));
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe(`/manifest.${language}.webmanifest`);
    const response = await page.request.get(href ?? '');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      dir: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    const common = language === 'ar' ? arCommon : enCommon;
    expect(manifest).toMatchObject({
      name: common.install.name,
      short_name: common.appName,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      start_url: paths.appStart.getHref(),
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    // Chromium's own installability check (what Lighthouse's "installable" audit read until Lighthouse 12
    // dropped it): the manifest parses without errors and nothing of the app's stops the install.
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context is an incognito profile, where Chromium installs nothing: the only reason allowed.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    // The start URL sends a guest to the clients' home.
    await page.goto(manifest.start_url);
    await expect(page).toHaveURL(new RegExp(`${paths.home.getHref('client')}$`));
  });

  test('the feed is read offline, marked with the time it came; logout leaves no answer behind', async ({
    page,
    app,
    context,
    language,
  }) => {
    await signInBeforeStart(page, DEMO.provider.email, DEMO_PASSWORD);
    await app.goto(paths.jobOpportunities.getHref());
    await expect(page.locator(JOB_CARD).first()).toBeVisible();
    await controlled(page);
    // The settings (where logout is) once online: its page is kept for offline too.
    await app.goto(paths.settings.index.getHref('provider'));
    // Now through the worker: the feed's answers are kept as they come.
    await app.goto(paths.jobOpportunities.getHref());
    await expect(page.locator(JOB_CARD).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: offlineStamp(language) })).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(JOB_CARD).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: offlineStamp(language) })).toBeVisible();
    await app.ready();
    await expectAccessible(page);
    expect(await cacheNames(page)).toContain('user-data');

    // Logout offline: the device is cleared at once, the kept answers with it.
    await page.goto(paths.settings.index.getHref('provider'));
    await page
      .getByRole('navigation', { name: copyFor(language).settings.menu.label })
      .getByRole('button', { name: copyFor(language).settings.menu.logout })
      .click();
    await expect.poll(() => cacheNames(page).catch(() => ['(navigating)'])).not.toContain('user-data');
    await context.setOffline(false);
    await app.goto(paths.home.getHref('client'));
    expect(await cacheNames(page)).not.toContain('user-data');
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  });
});
