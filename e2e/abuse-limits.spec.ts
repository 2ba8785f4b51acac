import { COPY, fill } from './auth-helpers';
import { expect, test } from './fixtures';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import { RATE_LIMITS } from '../services/shared/limits';
import { DEMO } from '../tests/factories';

/* Past an abuse limit the form says so and when to try again, in the page's language (docs/api/accounts.md "Abuse limits"). */

const WAIT = {
  // An hour's window: 60 minutes (Arabic's "many" form); the sign-in lock: 15 minutes (also "many").
  en: {
    hour: fill(enCommon.retryIn.minutes_other, { count: 60 }),
    lock: fill(enCommon.retryIn.minutes_other, { count: 15 }),
  },
  ar: {
    hour: fill(arCommon.retryIn.minutes_many, { count: 60 }),
    lock: fill(arCommon.retryIn.minutes_many, { count: 15 }),
  },
};

test('forgot password: past the limit for the account, the form says to try again in 60 minutes', async ({
  page,
  app,
  sandbox,
  language,
}) => {
  const c = COPY[language];
  await app.goto(paths.auth.forgotPassword.getHref('client'));
  // Earlier requests for the same account, from this browser.
  const statuses = await page.evaluate(
    async ({ email, times }) => {
      const answers: number[] = [];
      for (let index = 0; index < times; index += 1) {
        const response = await fetch('/api/v1/auth/forgot-password/?country=1', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email,
            type: 'client',
            redirect_url: `${location.origin}/clients/auth/resetPassword`,
          }),
        });
        answers.push(response.status);
      }
      return answers;
    },
    { email: DEMO.client.email, times: RATE_LIMITS.forgotPassword.perAccount },
  );
  expect(statuses).toEqual(Array(RATE_LIMITS.forgotPassword.perAccount).fill(200));
  await page.getByLabel(c.auth.register.email).fill(DEMO.client.email);
  await page.getByRole('button', { name: c.auth.forgot.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: c.messages.TOO_MANY_REQUESTS });
  await expect(alert).toContainText(WAIT[language].hour);
  await expect(page.getByLabel(c.auth.register.email)).toHaveValue(DEMO.client.email);
  const sent = (await sandbox.inbox()).filter(
    (message) => message.to === DEMO.client.email && message.kind === 'reset-password',
  );
  expect(sent).toHaveLength(RATE_LIMITS.forgotPassword.perAccount);
});

test('sign-in: the lockout says when it ends', async ({ page, app, language }) => {
  const c = COPY[language];
  await app.goto(paths.auth.login.getHref('client'));
  await page.getByLabel(c.auth.login.identifier).fill(DEMO.client.email);
  await page.getByLabel(c.auth.login.password, { exact: true }).fill('WrongPassword1');
  const submit = page.getByRole('button', { name: c.auth.login.submit, exact: true });
  for (let attempt = 1; attempt < RATE_LIMITS.signIn.perAccount; attempt += 1) {
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: c.messages.WRONG_CREDENTIALS })).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: c.messages.TOO_MANY_LOGIN_ATTEMPTS })).toContainText(
    WAIT[language].lock,
  );
});
