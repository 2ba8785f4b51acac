import {
  advanceClock,
  alertWith,
  COPY,
  expectFieldError,
  fill,
  lastLink,
  sandboxUser,
  type Copy,
} from './auth-helpers';
import { expect, test, urlIs, urlStartsWith } from './fixtures';
import { paths } from '../config/paths';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

const NEW_PASSWORD = 'Fresh-Password-9';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** On a verify-email page that failed: ask for a new link for `email`. */
async function requestVerification(page: Page, c: Copy, email: string) {
  const form = page.getByRole('form', { name: c.auth.verifyEmail.resendTitle });
  await form.getByLabel(c.auth.register.email).fill(email);
  await form.getByRole('button', { name: c.auth.verifyEmail.resend }).click();
}

/** …and wait until the app says it was sent (the inbox holds the link by then). */
async function expectVerificationSent(page: Page, c: Copy, email: string) {
  await expect(page.getByRole('status').filter({ hasText: fill(c.auth.verifyEmail.resent, { email }) })).toBeVisible();
}

async function expectInvalidToken(page: Page, c: Copy) {
  await expect(page.getByRole('heading', { name: c.auth.verifyEmail.failedTitle })).toBeVisible();
  await expect(alertWith(page, c.messages.INVALID_OR_EXPIRED_TOKEN)).toBeVisible();
}

test.describe('email verification', () => {
  test('an invalid link says so; the resend works and its link verifies once', async ({ page, app, language }) => {
    const c = COPY[language];
    const email = DEMO.unverified.email;
    await app.goto(paths.auth.verifyEmail.getHref('client', { token: 'not-a-real-token' }));
    await expectInvalidToken(page, c);

    await requestVerification(page, c, email);
    await expectVerificationSent(page, c, email);
    const link = await lastLink(page, 'verify-email', email);
    expect(link).toMatch(urlStartsWith(`${paths.auth.verifyEmail.getHref('client')}?token=`));
    expect((await sandboxUser(page, email))?.is_email_verified).toBe(false);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: c.auth.verifyEmail.doneTitle })).toBeVisible();
    expect((await sandboxUser(page, email))?.is_email_verified).toBe(true);

    // A link is used once.
    await page.reload();
    await expectInvalidToken(page, c);
  });

  test('a link older than 24 hours has expired; a new one works', async ({ page, app, language }) => {
    const c = COPY[language];
    const email = DEMO.unverified.email;
    await app.goto(paths.auth.verifyEmail.getHref('provider'));
    await expectInvalidToken(page, c);
    await requestVerification(page, c, email);
    await expectVerificationSent(page, c, email);
    const stale = await lastLink(page, 'verify-email', email);

    await advanceClock(page, 24 * HOUR + MINUTE);
    await page.goto(stale);
    await expectInvalidToken(page, c);
    expect((await sandboxUser(page, email))?.is_email_verified).toBe(false);

    await requestVerification(page, c, email);
    await expectVerificationSent(page, c, email);
    const fresh = await lastLink(page, 'verify-email', email);
    expect(fresh).not.toBe(stale);
    await page.goto(fresh);
    await expect(page.getByRole('heading', { name: c.auth.verifyEmail.doneTitle })).toBeVisible();
    await page.getByRole('link', { name: c.auth.verifyEmail.signIn }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.login.getHref('provider')));
  });

  test("'Failed to send verification email': forced, and for an address already verified", async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = COPY[language];
    await app.goto(paths.auth.verifyEmail.getHref('client', { token: 'expired' }));
    await expectInvalidToken(page, c);

    await sandbox.fail({
      method: 'POST',
      path: 'auth/resend-verification-email/',
      status: 400,
      error: 'Failed to send verification email',
      times: 1,
    });
    await requestVerification(page, c, DEMO.unverified.email);
    await expect(alertWith(page, c.messages.VERIFICATION_EMAIL_FAILED)).toBeVisible();
    await expect(
      page.getByRole('form', { name: c.auth.verifyEmail.resendTitle }).getByLabel(c.auth.register.email),
    ).toHaveValue(DEMO.unverified.email);
    expect((await sandbox.inbox()).filter((message) => message.kind === 'verify-email')).toHaveLength(0);

    await requestVerification(page, c, DEMO.client.email);
    await expect(alertWith(page, c.messages.VERIFICATION_EMAIL_FAILED)).toBeVisible();

    // The fault fired once: the same form now sends.
    await requestVerification(page, c, DEMO.unverified.email);
    await expectVerificationSent(page, c, DEMO.unverified.email);
  });
});

async function requestResetLink(page: Page, c: Copy, email: string) {
  await page.getByLabel(c.auth.register.email).fill(email);
  await page.getByRole('button', { name: c.auth.forgot.submit }).click();
  await expect(page.getByRole('heading', { name: c.auth.forgot.sentTitle })).toBeVisible();
}

function resetForm(page: Page, c: Copy) {
  return {
    password: page.getByLabel(c.auth.reset.newPassword, { exact: true }),
    confirm: page.getByLabel(c.auth.reset.confirmPassword, { exact: true }),
    submit: page.getByRole('button', { name: c.auth.reset.submit }),
  };
}

async function signIn(page: Page, c: Copy, identifier: string, password: string) {
  await page.getByLabel(c.auth.login.identifier).fill(identifier);
  await page.getByLabel(c.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
}

test.describe('password reset by emailed link', () => {
  test('forgot password → inbox link → new password → signs in with it', async ({ page, app, language }) => {
    const c = COPY[language];
    const email = DEMO.client.email;
    await app.goto(paths.auth.login.getHref('client'));
    await page.getByRole('link', { name: c.auth.login.forgot }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.forgotPassword.getHref('client')));
    await requestResetLink(page, c, email);
    await expect(page.getByText(fill(c.auth.forgot.sentLead, { email }))).toBeVisible();

    const link = await lastLink(page, 'reset-password', email);
    expect(link).toMatch(urlStartsWith(`${paths.auth.resetPassword.getHref('client')}?token=`));
    await page.goto(link);
    const form = resetForm(page, c);
    // Read once, the token leaves the address bar (and the history).
    await expect(page).toHaveURL(urlIs(paths.auth.resetPassword.getHref('client')));
    await form.password.fill(NEW_PASSWORD);
    await form.confirm.fill('Fresh-Password-8');
    await form.confirm.blur();
    await expectFieldError(form.confirm, c.validation.passwordMismatch);
    await form.password.fill('short');
    await expectFieldError(form.password, c.validation.passwordMin);
    await form.password.fill(NEW_PASSWORD);
    await form.confirm.fill(NEW_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('heading', { name: c.auth.reset.doneTitle })).toBeVisible();

    await page.getByRole('link', { name: c.auth.reset.signIn }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.login.getHref('client')));
    await signIn(page, c, email, DEMO_PASSWORD);
    await expect(alertWith(page, c.messages.WRONG_CREDENTIALS)).toBeVisible();
    await signIn(page, c, email, NEW_PASSWORD);
    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
  });

  test('an unknown email gets the same answer and no link @one-language', async ({ page, app, sandbox, language }) => {
    const c = COPY[language];
    await app.goto(paths.auth.forgotPassword.getHref('provider'));
    await requestResetLink(page, c, 'nobody@example.com');
    expect((await sandbox.inbox()).filter((message) => message.kind === 'reset-password')).toHaveLength(0);
  });

  test('an invalid link says so and offers a new one', async ({ page, app, language }) => {
    const c = COPY[language];
    await app.goto(paths.auth.resetPassword.getHref('client', { token: 'not-a-real-token' }));
    const form = resetForm(page, c);
    await form.password.fill(NEW_PASSWORD);
    await form.confirm.fill(NEW_PASSWORD);
    await form.submit.click();
    await expect(alertWith(page, c.messages.INVALID_OR_EXPIRED_TOKEN)).toBeVisible();
    await page.getByRole('link', { name: c.auth.reset.requestNew }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.forgotPassword.getHref('client')));
    await expect(page.getByRole('heading', { name: c.auth.forgot.title })).toBeVisible();
  });

  test('a link without a token says so and offers a new one', async ({ page, app, language }) => {
    const c = COPY[language];
    await app.goto(paths.auth.resetPassword.getHref('provider'));
    await expect(alertWith(page, c.messages.INVALID_OR_EXPIRED_TOKEN)).toBeVisible();
    await page.getByRole('link', { name: c.auth.reset.requestNew }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.forgotPassword.getHref('provider')));
  });

  test('a link older than an hour, or used, has expired; the password is unchanged', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    const email = DEMO.provider.email;
    await app.goto(paths.auth.forgotPassword.getHref('provider'));
    await requestResetLink(page, c, email);
    const link = await lastLink(page, 'reset-password', email);

    await advanceClock(page, HOUR + MINUTE);
    await page.goto(link);
    const form = resetForm(page, c);
    await form.password.fill(NEW_PASSWORD);
    await form.confirm.fill(NEW_PASSWORD);
    await form.submit.click();
    await expect(alertWith(page, c.messages.INVALID_OR_EXPIRED_TOKEN)).toBeVisible();
    await expect(page.getByRole('link', { name: c.auth.reset.requestNew })).toBeVisible();
    expect((await sandboxUser(page, email))?.password).toBe(DEMO_PASSWORD);
  });

  test('a failed submit keeps what was typed; trying again works @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = COPY[language];
    const email = DEMO.company.email;
    await app.goto(paths.auth.forgotPassword.getHref('provider'));
    await sandbox.fail({
      method: 'POST',
      path: 'auth/forgot-password/',
      status: 500,
      error: 'Something went Wrong',
      times: 1,
    });
    await page.getByLabel(c.auth.register.email).fill(email);
    await page.getByRole('button', { name: c.auth.forgot.submit }).click();
    await expect(alertWith(page, c.messages.ERROR_MESSAGE)).toBeVisible();
    await expect(page.getByLabel(c.auth.register.email)).toHaveValue(email);
    await page.getByRole('button', { name: c.auth.forgot.submit }).click();
    await expect(page.getByRole('heading', { name: c.auth.forgot.sentTitle })).toBeVisible();

    await page.goto(await lastLink(page, 'reset-password', email));
    await app.ready();
    await sandbox.fail({ method: 'POST', path: 'auth/reset-password/*', network: true, times: 1 });
    const form = resetForm(page, c);
    await form.password.fill(NEW_PASSWORD);
    await form.confirm.fill(NEW_PASSWORD);
    await form.submit.click();
    await expect(alertWith(page, c.messages.NETWORK_ERROR)).toBeVisible();
    await expect(form.password).toHaveValue(NEW_PASSWORD);
    await expect(form.confirm).toHaveValue(NEW_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('heading', { name: c.auth.reset.doneTitle })).toBeVisible();
    expect((await sandboxUser(page, email))?.password).toBe(NEW_PASSWORD);
  });
});
