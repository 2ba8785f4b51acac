import { resetBackend } from './backend';
import { paths } from '../../config/paths';
import arContent from '../../locales/ar/content.json';
import enContent from '../../locales/en/content.json';
import { expectUpdateWaitsForReload } from '../app-update-helpers';
import { expect, expectAccessible, test } from '../fixtures';
import { copyFor } from '../settings-helpers';
import type { Page } from '@playwright/test';

/** A new version of the live build waits for the user's Reload (e2e/app-update-helpers.ts). */

test.use({ viewport: { width: 375, height: 812 } });

/** The app's own client-side move (a link on the screen would have been prefetched before the swap). */
const moveTo = (page: Page, href: string) =>
  page.evaluate((to) => {
    void (window as { next?: { router: { push: (path: string) => Promise<boolean> } } }).next?.router.push(to);
  }, href);

test.beforeEach(async () => {
  await resetBackend();
});

test('a new version waits for the tap on Reload, the typed email kept until then', async ({
  page,
  context,
  language,
}) => {
  await expectUpdateWaitsForReload(page, context, language);
});

test('a tab still on the old build loads its next screen after another tab reloaded into the new one', async ({
  page,
  context,
  language,
}) => {
  const contact = paths.contactUs.getHref('provider');
  const contactTitle = (language === 'ar' ? arContent : enContent).contact.title;
  const loginTitle = copyFor(language).auth.login.title;
  const newVersion = copyFor(language).common.appWorker.newVersion;
  const login = paths.auth.login.getHref('provider');
  let oldTab: Page | null = null;
  await expectUpdateWaitsForReload(page, context, language, async () => {
    const tab = await context.newPage();
    // The move to contact us once through the worker (its files kept in this build's cache), then the
    // sign-in afresh: contact us's code is not in this document until the tab moves there again.
    await tab.goto(login);
    await expect(tab.getByRole('heading', { level: 1, name: loginTitle })).toBeVisible();
    await moveTo(tab, contact);
    await expect(tab.getByRole('heading', { level: 1, name: contactTitle })).toBeVisible();
    await tab.goto(login);
    await expect(tab.getByRole('heading', { level: 1, name: loginTitle })).toBeVisible();
    // This tab offers the new version too: its worker code has started, as a user's open tab's has. (A tap
    // in the other tab while it starts held the swap in Chromium, under Playwright, until a navigation.)
    await expect(tab.getByRole('status').filter({ hasText: newVersion })).toBeVisible({ timeout: 30_000 });
    oldTab = tab;
  });
  if (!oldTab) throw new Error('the old tab was not opened');
  const tab: Page = oldTab;
  expect(await tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('-next&');
  // The deploy no longer serves the old build's files: only the worker's caches have them.
  await context.route(
    (url) => url.pathname.startsWith('/_next/static/'),
    (route) => (route.request().serviceWorker() ? route.abort() : route.fallback()),
  );
  await tab.evaluate(() => Object.assign(window, { e2eMarked: true }));
  await moveTo(tab, contact);
  await expect(tab.getByRole('heading', { level: 1, name: contactTitle })).toBeVisible();
  // In the same document: no file failed, so Next did not fall back to loading the page anew.
  expect(await tab.evaluate(() => 'e2eMarked' in window)).toBe(true);
});

test('a tab still on the old build, whose next part the deploy no longer has, loads again into the new one', async ({
  page,
  context,
  language,
}) => {
  const c = copyFor(language);
  const contact = paths.contactUs.getHref('provider');
  const contactTitle = (language === 'ar' ? arContent : enContent).contact.title;
  let oldTab: Page | null = null;
  await expectUpdateWaitsForReload(page, context, language, async () => {
    // On a phone the header's drawer is its own chunk, fetched the first time the menu opens: never here.
    const tab = await context.newPage();
    await tab.goto(contact);
    await expect(tab.getByRole('heading', { level: 1, name: contactTitle })).toBeVisible();
    await expect(tab.getByRole('status').filter({ hasText: c.common.appWorker.newVersion })).toBeVisible({
      timeout: 30_000,
    });
    oldTab = tab;
  });
  if (!oldTab) throw new Error('the old tab was not opened');
  const tab: Page = oldTab;
  // The deploy serves only the new build's files: the old document's parts that no cache kept answer 404.
  // The next document is the new build's (here the same files, let through from then on).
  let replaced = false;
  tab.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === tab.mainFrame()) replaced = true;
  });
  await context.route(
    (url) => url.pathname.startsWith('/_next/static/'),
    (route) =>
      route.request().serviceWorker() && !replaced ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
  );
  await tab.evaluate(() => Object.assign(window, { e2eMarked: true }));
  await tab.getByRole('button', { name: c.common.nav.openMenu }).click();
  // Not a white page nor the crash message: the page loads again, into the new build, where the menu opens.
  await expect.poll(() => tab.evaluate(() => 'e2eMarked' in window).catch(() => true), { timeout: 30_000 }).toBe(false);
  await expect(tab.getByRole('heading', { level: 1, name: contactTitle })).toBeVisible({ timeout: 30_000 });
  await expect(tab.getByRole('alert').filter({ hasText: c.common.crash.title })).toHaveCount(0);
  await tab.getByRole('button', { name: c.common.nav.openMenu }).click();
  const drawer = tab.getByRole('dialog', { name: c.common.nav.menu });
  await expect(drawer.getByRole('heading', { name: c.common.nav.menu })).toBeVisible();
  await expectAccessible(tab);
});
