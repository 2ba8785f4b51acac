import { expect, test, urlIs } from './fixtures';
import { copyFor, fill, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { localeOf } from '../services/shared/place';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

type Copy = ReturnType<typeof copyFor>;

/** On the role's login page (after being sent there): sign in with a password. */
async function signIn(page: Page, { auth }: Copy, email: string, password: string): Promise<void> {
  await page.getByLabel(auth.login.identifier).fill(email);
  await page.getByLabel(auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

function menu(page: Page, { settings }: Copy) {
  return page.getByRole('navigation', { name: settings.menu.label });
}

test.describe('settings: password, role and closing the account', () => {
  test('changes the password (wrong current one, mismatch, success) and signs in with the new one', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    // Two sign-ins and a dozen steps: a long flow by nature.
    test.slow();
    const copy = copyFor(language);
    const { settings, validation, messages } = copy;
    await signInAt(
      { page, app, sandbox, language },
      paths.settings.changePassword.getHref('client'),
      DEMO.client.email,
    );
    await expect(page.getByRole('heading', { level: 1, name: settings.changePassword.title })).toBeVisible();
    const old = page.getByLabel(settings.changePassword.old, { exact: true });
    const next = page.getByLabel(settings.changePassword.new, { exact: true });
    const confirm = page.getByLabel(settings.changePassword.confirm, { exact: true });
    const submit = page.getByRole('button', { name: settings.changePassword.submit, exact: true });

    // Too short, then not matching: refused before anything is sent.
    await next.fill('short');
    await next.blur();
    await expect(page.getByRole('alert').getByText(validation.passwordMin, { exact: true })).toBeVisible();
    await old.fill(DEMO_PASSWORD);
    await next.fill('NewPassword1');
    await confirm.fill('NewPassword2');
    await confirm.blur();
    await expect(page.getByRole('alert').getByText(validation.passwordMismatch, { exact: true })).toBeVisible();
    await submit.click();
    await expect(page.getByText(settings.changePassword.done)).toBeHidden();

    // A wrong current password: the server's message, and everything typed stays.
    await old.fill('NotMyPassword1');
    await confirm.fill('NewPassword1');
    await expect(page.getByRole('alert').getByText(validation.passwordMismatch, { exact: true })).toBeHidden();
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: messages.WRONG_CREDENTIALS })).toBeVisible();
    await expect(old).toHaveValue('NotMyPassword1');
    await expect(next).toHaveValue('NewPassword1');
    await expect(confirm).toHaveValue('NewPassword1');

    await old.fill(DEMO_PASSWORD);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: settings.changePassword.done })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: messages.WRONG_CREDENTIALS })).toHaveCount(0);
    await expect(old).toHaveValue('');
    const user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.password).toBe('NewPassword1');

    // Sign out; the old password no longer works, the new one does.
    await menu(page, copy).getByRole('button', { name: settings.menu.logout }).click();
    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
    await app.goto(paths.settings.account.getHref('client'));
    await page.waitForURL((url) => url.pathname === paths.auth.login.getHref('client'));
    await signIn(page, copy, DEMO.client.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: messages.WRONG_CREDENTIALS })).toBeVisible();
    await signIn(page, copy, DEMO.client.email, 'NewPassword1');
    await page.waitForURL((url) => url.pathname === paths.settings.account.getHref('client'));
    await app.ready();
    await expect(page.getByRole('heading', { level: 1, name: settings.account.title })).toBeVisible();
  });

  test('a client without a provider account is offered to create one instead of switching', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = copyFor(language);
    const { settings, common } = copy;
    await signInAt({ page, app, sandbox, language }, paths.settings.index.getHref('client'), DEMO.client.email);
    await menu(page, copy).getByRole('button', { name: settings.menu.switchToProvider }).click();
    const dialog = page.getByRole('dialog', { name: settings.switchRole.noAccountTitle });
    await expect(dialog.getByText(settings.switchRole.noAccountBody)).toBeVisible();
    await expect(dialog.getByRole('button', { name: settings.switchRole.confirm.provider })).toHaveCount(0);
    const create = dialog.getByRole('link', { name: settings.switchRole.createProviderAccount });
    await expect(create).toHaveAttribute('href', paths.createAccount.getHref());

    await dialog.getByRole('button', { name: common.actions.cancel }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(paths.settings.index.getHref('client'));
    const user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.is_service_provider).toBe(false);

    await menu(page, copy).getByRole('button', { name: settings.menu.switchToProvider }).click();
    await dialog.getByRole('link', { name: settings.switchRole.createProviderAccount }).click();
    await page.waitForURL((url) => url.pathname === paths.createAccount.getHref());
  });

  test('a provider switches to the client side after confirming, and back again', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = copyFor(language);
    const { settings } = copy;
    await signInAt({ page, app, sandbox, language }, paths.settings.index.getHref('provider'), DEMO.provider.email);
    const toClient = menu(page, copy).getByRole('button', { name: settings.menu.switchToClient });
    await toClient.click();
    let dialog = page.getByRole('dialog', { name: settings.switchRole.title.client });
    await expect(dialog.getByText(settings.switchRole.body.client)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toClient).toBeFocused();
    const state = async () => (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.provider.id);
    expect((await state())?.is_service_provider).toBe(true);

    await toClient.click();
    await dialog.getByRole('button', { name: settings.switchRole.confirm.client }).click();
    await page.waitForURL((url) => url.pathname === paths.home.getHref('client'));
    await app.ready();
    expect((await state())?.is_service_provider).toBe(false);

    // Now a client who has a provider account: the switch back is offered, not the sign-up.
    await app.goto(paths.settings.index.getHref('client'));
    await menu(page, copy).getByRole('button', { name: settings.menu.switchToProvider }).click();
    dialog = page.getByRole('dialog', { name: settings.switchRole.title.provider });
    await expect(dialog.getByText(settings.switchRole.body.provider)).toBeVisible();
    await dialog.getByRole('button', { name: settings.switchRole.confirm.provider }).click();
    await page.waitForURL((url) => url.pathname === paths.home.getHref('provider'));
    await app.ready();
    expect((await state())?.is_service_provider).toBe(true);
  });

  test('closes the account with the password, explains the 30 days, and signing in again recovers it', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    // Two sign-ins and a dozen steps: a long flow by nature.
    test.slow();
    const copy = copyFor(language);
    const { settings, messages, auth } = copy;
    await signInAt({ page, app, sandbox, language }, paths.settings.closeAccount.getHref('client'), DEMO.client.email);
    await expect(page.getByRole('heading', { level: 1, name: settings.closeAccount.title })).toBeVisible();
    await expect(page.getByText(fill(settings.closeAccount.point2, { days: 30 }))).toBeVisible();
    await expect(page.getByText(fill(settings.closeAccount.point3, { days: 30 }))).toBeVisible();

    const password = page.getByLabel(settings.closeAccount.password, { exact: true });
    const submit = page.getByRole('button', { name: settings.closeAccount.submit });
    await submit.click();
    await expect(page.getByRole('alert').getByText(copy.validation.passwordRequired, { exact: true })).toBeVisible();
    await password.fill('NotMyPassword1');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: messages.WRONG_CREDENTIALS })).toBeVisible();
    await expect(password).toHaveValue('NotMyPassword1');
    let user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.closed_at).toBeNull();

    await password.fill(DEMO_PASSWORD);
    await submit.click();
    const heading = page.getByRole('heading', { level: 1, name: settings.closeAccount.closedTitle });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.closed_at).toBeTruthy();
    const until = new Date(Date.parse(user?.closed_at ?? '') + 30 * 24 * 60 * 60 * 1000);
    const date = await page.evaluate(
      ({ iso, lang }) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso)),
      { iso: until.toISOString(), lang: localeOf({ language, country: 'jo' }) },
    );
    await expect(
      page.getByRole('status').filter({ hasText: fill(settings.closeAccount.closedBody, { date }) }),
    ).toBeVisible();
    await expect(page.getByText(settings.closeAccount.closedHint)).toBeVisible();

    await page.getByRole('button', { name: settings.closeAccount.done }).click();
    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
    await app.ready();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

    // Within the 30 days, signing in reopens the account.
    await app.goto(paths.settings.account.getHref('client'));
    await page.waitForURL((url) => url.pathname === paths.auth.login.getHref('client'));
    await signIn(page, copy, DEMO.client.email, DEMO_PASSWORD);
    await expect(page.getByText(auth.login.recovered)).toBeVisible();
    await page.waitForURL((url) => url.pathname === paths.settings.account.getHref('client'));
    await app.ready();
    await expect(page.getByText(DEMO.client.email)).toBeVisible();
    user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.closed_at).toBeNull();
  });
});
