import { expect, test } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';

const REQUEST = paths.request.getHref(6001);

test.describe('a malformed answer (a backend that differs from the contract)', () => {
  test('the request page shows the generic error, not a crash, and Try again reads it again', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { common, messages } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, REQUEST, 'client@sandbox.test');
    await expect(page.getByText('JO-2026-006001')).toBeVisible();

    await sandbox.fail({ method: 'GET', path: 'requests/6001/', drop: 'status', times: 1 });
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
    await expect(page.getByText('JO-2026-006001')).toBeVisible();
    await expect(retry).toBeHidden();
  });
});
