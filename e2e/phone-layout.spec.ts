import type { Page } from '@playwright/test';
import { DEMO } from '../tests/factories';
import { expect, test } from './fixtures';
import { signInAt } from './settings-helpers';

/**
 * Mobile first: every screen of the product so far fits a 375 px phone in both
 * directions (no sideways scrolling), with `<html dir>` matching the language.
 */
test.use({ viewport: { width: 375, height: 740 } });

const GUEST_SCREENS = [
  '/clients/homepage',
  '/service-providers/services',
  '/clients/auth/login',
  '/service-providers/auth/register',
  '/clients/auth/forgot-password',
  '/clients/auth/resetPassword?token=nope',
  '/clients/auth/verify-email?token=nope',
  '/clients/no-such-page',
];

const SETTINGS_SCREENS = [
  '/clients/settings/account',
  '/clients/settings/edit-profile',
  '/clients/settings/addresses',
  '/clients/settings/change-password',
  '/clients/settings/close-account',
];

async function expectFits(page: Page, language: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const path of GUEST_SCREENS) {
  test(`the guest screen ${path} fits a 375 px phone`, async ({ page, app, language }) => {
    await app.goto(path);
    await expectFits(page, language);
  });
}

test('settings screens fit a 375 px phone', async ({ page, app, sandbox, language }) => {
  // One sign-in, then five screens, each scanned by axe at this width: a long test by nature.
  test.slow();
  await signInAt({ page, app, sandbox, language }, SETTINGS_SCREENS[0]!, DEMO.client.email);
  for (const path of SETTINGS_SCREENS) {
    await test.step(path, async () => {
      await app.goto(path);
      await expectFits(page, language);
    });
  }
});
