import { expect, test, urlStartsWith } from './fixtures';
import { paths } from '../config/paths';
import ar from '../locales/ar/sandbox.json';
import en from '../locales/en/sandbox.json';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';

/** POST a sandbox call from the page (the worker answers it), as the app's client would. */
function post([path, body]: readonly [string, Record<string, unknown>]): Promise<number> {
  return fetch(`/api/v1/${path}?country=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.status);
}

test.describe('the sandbox UI @one-language', () => {
  test("the dock's reset brings the seed back", async ({ page, app, sandbox, language }) => {
    const copy = language === 'ar' ? ar : en;
    await app.goto(paths.home.getHref('client'));
    const status = await page.evaluate(post, [
      'auth/register/',
      {
        first_name: 'Test',
        last_name: 'Person',
        email: 'reset.me@example.com',
        password: DEMO_PASSWORD,
        is_service_provider: false,
        country: 1,
        language,
        referer: '',
        // Emailed links go only to the site's own origins (docs/api/accounts.md "Links in emails").
        redirect_url: `${new URL(page.url()).origin}/clients/auth/verify-email`,
      },
    ] as const);
    expect(status).toBe(201);
    expect((await sandbox.state()).accounts.users.map((user) => user.email)).toContain('reset.me@example.com');

    await page.getByTestId('sandbox-dock').click();
    await expect(page.getByText(DEMO.busyProvider.email)).toBeVisible();
    await page.getByRole('button', { name: copy.dock.reset }).click();
    await page.getByRole('button', { name: copy.dock.resetYes }).click();
    await page.waitForLoadState('load');
    await app.ready();

    const state = await sandbox.state();
    expect(state.accounts.users.map((user) => user.email)).not.toContain('reset.me@example.com');
    expect(state.accounts.users.map((user) => user.id)).toEqual(Object.values(DEMO).map((account) => account.id));
    expect(await sandbox.inbox()).toEqual([]);
  });

  test('the inbox shows an emailed link after forgot-password', async ({ page, app, sandbox, language }) => {
    const copy = language === 'ar' ? ar : en;
    await app.goto(paths.sandbox.inbox.getHref());
    await expect(page.getByRole('heading', { level: 1, name: copy.inbox.title })).toBeVisible();
    await expect(page.getByText(copy.inbox.empty)).toBeVisible();

    const redirect = new URL(paths.auth.resetPassword.getHref('client'), page.url()).toString();
    const status = await page.evaluate(post, [
      'auth/forgot-password/',
      { email: DEMO.client.email, type: 'client', redirect_url: redirect },
    ] as const);
    expect(status).toBe(200);

    const message = page.getByTestId('inbox-message');
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(DEMO.client.email);
    await expect(message).toContainText(copy.inbox.kind['reset-password']);
    const [sent] = await sandbox.inbox();
    await expect(message.getByRole('link', { name: copy.inbox.openLink })).toHaveAttribute('href', sent!.link!);
    expect(sent!.link).toMatch(urlStartsWith(`${paths.auth.resetPassword.getHref('client')}?token=`));
  });
});
