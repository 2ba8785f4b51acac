import { expect, test, urlIs } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arRequests from '../locales/ar/requests.json';
import enRequests from '../locales/en/requests.json';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/**
 * Mobile first: every screen of the product so far fits a 375 px phone in both
 * directions (no sideways scrolling), with `<html dir>` matching the language.
 */
test.use({ viewport: { width: 375, height: 740 } });

const GUEST_SCREENS = [
  paths.home.getHref('client'),
  paths.services.getHref('provider'),
  paths.auth.login.getHref('client'),
  paths.auth.register.getHref('provider'),
  paths.auth.forgotPassword.getHref('client'),
  paths.auth.resetPassword.getHref('client', { token: 'nope' }),
  paths.auth.verifyEmail.getHref('client', { token: 'nope' }),
  `${paths.roleRoot.getHref('client')}/no-such-page`,
];

const SETTINGS_SCREENS = [
  paths.settings.account.getHref('client'),
  paths.settings.editProfile.getHref('client'),
  paths.settings.addresses.getHref('client'),
  paths.settings.changePassword.getHref('client'),
  paths.settings.closeAccount.getHref('client'),
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

test('an inner screen puts its title and the way back in the header on a phone; a list screen keeps the logo', async ({
  page,
  app,
  sandbox,
  language,
}) => {
  const c = language === 'ar' ? arRequests : enRequests;
  const { settings } = copyFor(language);
  await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email);
  await app.goto(paths.request.getHref(await sandbox.createRequest({ client: DEMO.client.email })));
  const header = page.getByRole('banner');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(header.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: c.details.back })).toBeHidden(); // the header has it
  await header.getByRole('link', { name: c.details.back }).click();
  await expect(page).toHaveURL(urlIs(paths.myRequests.getHref()));
  await expect(header.getByRole('link', { name: c.details.back })).toHaveCount(0);
  await expect(header.getByText(title, { exact: true })).toHaveCount(0);

  await app.goto(paths.settings.changePassword.getHref('client'));
  await expect(header.getByText(settings.menu['change-password'], { exact: true })).toBeVisible();
  await header.getByRole('link', { name: settings.menu.back }).click();
  await expect(page).toHaveURL(urlIs(paths.settings.index.getHref('client')));
  await expect(header.getByRole('link', { name: settings.menu.back })).toHaveCount(0);
});
