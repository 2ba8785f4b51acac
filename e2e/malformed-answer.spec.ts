import { expect, test } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';

test.describe('a malformed answer (a backend that differs from the contract) @one-language', () => {
  test('the request page shows the generic error, not a crash, and Try again reads it again', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { common, messages } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email);
    const request = await sandbox.createRequest({ client: DEMO.client.email });
    await app.goto(paths.request.getHref(request));
    const reference = page.getByText(/JO-\d{4}-\d{6}/).first();
    await expect(reference).toBeVisible();

    await sandbox.fail({ method: 'GET', path: `requests/${request}/`, drop: 'status', times: 1 });
    const logged = page.waitForEvent(
      'console',
      (message) =>
        message.type() === 'error' &&
        message.text().includes('Malformed answer from GET requests/{id}/: status is missing'),
    );
    await page.reload();
    await app.ready();
    const retry = page.getByRole('button', { name: common.actions.retry });
    await expect(retry).toBeVisible();
    await expect(page.getByText(messages.ERROR_MESSAGE).first()).toBeVisible();
    await logged;

    await retry.click();
    await expect(reference).toBeVisible();
    await expect(retry).toBeHidden();
  });
});
