import { ACCESS_SECONDS, holdNextRefresh, refreshes, signInBeforeStart, SIMPLEJWT_USER } from './backend';
import { paths } from '../../config/paths';
import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';

/**
 * Renewing the session against SimpleJWT with ROTATE_REFRESH_TOKENS and BLACKLIST_AFTER_ROTATION
 * (issue 43): no reuse window, a refresh token is refused from the moment its rotation is done. The
 * renewal is the service worker's (public/sw-session.js), so a page that goes away while it is on
 * its way does not lose the rotated pair, and one refresh token is sent once.
 */

const PAST_ACCESS_LIFE_MS = ACCESS_SECONDS * 1000 + 500;

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('/sw.js?') === true);

async function signedInWithWorker(page: Page, goto: (path: string) => Promise<void>): Promise<void> {
  await signInBeforeStart(page);
  await goto(paths.home.getHref('client'));
  await controlled(page);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

test.beforeEach(() => holdNextRefresh());

test.describe('a session renewed against SimpleJWT @one-language', () => {
  test('a reload while the renewal is on its way keeps the user signed in', async ({ page, app }) => {
    await signedInWithWorker(page, app.goto);
    await page.waitForTimeout(PAST_ACCESS_LIFE_MS);
    // The renewal reaches the backend, which rotates and blacklists, and its answer is slow to come.
    await holdNextRefresh(3);
    await page.goto(paths.settings.account.getHref('client'));
    await expect.poll(async () => (await refreshes()).rotated).toBe(1);
    // A pull-to-refresh before the answer arrives.
    await page.reload();
    await expect(page.getByText(SIMPLEJWT_USER.email)).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(paths.settings.account.getHref('client'));
    expect(await refreshes()).toEqual({ rotated: 1, refused: 0 });
  });

  test('two tabs whose access ran out renew once between them', async ({ page, app, context }) => {
    await signedInWithWorker(page, app.goto);
    const other = await context.newPage();
    await other.goto(paths.home.getHref('client'));
    await controlled(other);
    await page.waitForTimeout(PAST_ACCESS_LIFE_MS);
    await holdNextRefresh();
    const account = paths.settings.account.getHref('client');
    await Promise.all([page.goto(account), other.goto(account)]);
    for (const tab of [page, other]) await expect(tab.getByText(SIMPLEJWT_USER.email)).toBeVisible({ timeout: 30_000 });
    expect(await refreshes()).toEqual({ rotated: 1, refused: 0 });
  });
});
