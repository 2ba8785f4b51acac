import { expect, test, urlIs } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';

test.describe('settings: account overview, menu, language and logout', () => {
  test('a signed-out visitor signs in and lands on the account overview', async ({ page, app, sandbox, language }) => {
    const { settings } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, paths.settings.account.getHref('client'), DEMO.client.email);
    await expect(page.locator('[data-layout="client-main"] [data-layout="user-settings"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: settings.account.title })).toBeVisible();
    await expect(page.getByText(DEMO.client.email)).toBeVisible();
    await expect(page.getByText(settings.account.countryFixed)).toBeVisible();
    const menu = page.getByRole('navigation', { name: settings.menu.label });
    await expect(menu.getByRole('link', { name: settings.menu.account, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('link', { name: settings.menu.addresses }).click();
    await expect(page).toHaveURL(urlIs(paths.settings.addresses.getHref('client')));
    await expect(menu.getByRole('link', { name: settings.menu.addresses })).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the settings index is the menu alone', async ({ page, app, sandbox, language }) => {
    const { settings } = copyFor(language);
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAt({ page, app, sandbox, language }, paths.settings.index.getHref('provider'), DEMO.provider.email);
    const menu = page.getByRole('navigation', { name: settings.menu.label });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: settings.account.title })).toBeHidden();
    await menu.getByRole('link', { name: settings.menu['change-password'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: settings.changePassword.title })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: settings.menu.back }).click();
    await expect(page).toHaveURL(urlIs(paths.settings.index.getHref('provider')));
    await expect(menu).toBeVisible();
  });

  test('changes the language from the dialog and reloads in it', async ({ page, app, sandbox, language }) => {
    const { settings, common } = copyFor(language);
    const other = language === 'ar' ? 'en' : 'ar';
    await signInAt({ page, app, sandbox, language }, paths.settings.index.getHref('client'), DEMO.client.email);
    await page
      .getByRole('navigation', { name: settings.menu.label })
      .getByRole('button', { name: settings.menu.language })
      .click();
    const dialog = page.getByRole('dialog', { name: settings.language.title });
    await expect(dialog.getByRole('radio', { name: language === 'ar' ? 'العربية' : 'English' })).toBeChecked();
    await dialog.getByRole('radio', { name: other === 'ar' ? 'العربية' : 'English' }).check();
    await dialog.getByRole('button', { name: common.actions.confirm }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: copyFor(other).settings.account.title })).toBeVisible();
    const saved = await sandbox.state();
    expect(saved.accounts.users.find((user) => user.id === DEMO.client.id)?.language).toBe(other);
  });

  test('logs out from the settings menu', async ({ page, app, sandbox, language }) => {
    const { settings } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, paths.settings.editProfile.getHref('client'), DEMO.client.email);
    await page
      .getByRole('navigation', { name: settings.menu.label })
      .getByRole('button', { name: settings.menu.logout })
      .click();
    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
    await app.ready();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('LANGUAGE'))).toBe(language);
  });
});
