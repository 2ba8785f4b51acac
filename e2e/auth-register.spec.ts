import { COPY, expectFieldError, expectNoFieldError, lastLink, sandboxUser } from './auth-helpers';
import { expect, test, urlIs, urlStartsWith } from './fixtures';
import {
  chooseEmail,
  confirmEmail,
  continuesIntoWizard,
  emailForm,
  passChecklist,
  PASSWORD,
  sendEmailSignUp,
} from './sign-up-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';

test.describe('sign-up by email', () => {
  test('client: registers, is asked to check the inbox, and the emailed link confirms the address', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    const email = `new.client.${language}@example.com`;
    await app.goto(paths.auth.register.getHref('client'));
    await expect(page.getByRole('heading', { name: c.auth.register.titleClient })).toBeVisible();
    await sendEmailSignUp(page, c, { firstName: 'Sara', lastName: 'Haddad', email });

    await expect(page.getByRole('heading', { name: c.auth.checkEmail.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const user = await sandboxUser(page, email);
    expect(user).toMatchObject({
      first_name: 'Sara',
      last_name: 'Haddad',
      is_service_provider: false,
      is_email_verified: false,
      language,
    });

    await confirmEmail(page, c, email);
    await page.getByRole('link', { name: c.auth.verifyEmail.signIn }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.login.getHref('client')));
  });

  test('provider, individual: the checklist first, then email sign-up with a resend', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    const email = `new.provider.${language}@example.com`;
    await app.goto(paths.auth.register.getHref('provider'));
    await passChecklist(page, c);
    await expect(page.getByRole('radio', { name: c.auth.register.kinds.individual })).toBeChecked();
    await sendEmailSignUp(page, c, { firstName: 'محمد', lastName: 'العلي', email });

    await expect(page.getByRole('heading', { name: c.auth.checkEmail.title })).toBeVisible();
    expect(await sandboxUser(page, email)).toMatchObject({
      first_name: 'محمد',
      last_name: 'العلي',
      is_service_provider: true,
      account_type: 'personal',
    });
    const first = await lastLink(page, 'verify-email', email);
    await page.getByRole('button', { name: c.auth.checkEmail.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: c.auth.checkEmail.resent })).toBeVisible();
    const second = await lastLink(page, 'verify-email', email);
    expect(second).not.toBe(first);
    expect(second).toMatch(urlStartsWith(`${paths.auth.verifyEmail.getHref('provider')}?token=`));
    await confirmEmail(page, c, email);

    // Signing in after the link goes on into the wizard, where the sign-up left off.
    await page.getByRole('link', { name: c.auth.verifyEmail.signIn }).click();
    await page.getByLabel(c.auth.login.identifier).fill(email);
    await page.getByLabel(c.auth.login.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
    await continuesIntoWizard(page, language, 'personal');
  });

  test('validation next to each field; terms are required; nothing is sent until it passes', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    await app.goto(paths.auth.register.getHref('client'));
    await chooseEmail(page, c);
    const form = emailForm(page, c);
    await form.submit.click();
    await expectFieldError(form.firstName, c.validation.firstNameRequired);
    await expectFieldError(form.lastName, c.validation.lastNameRequired);
    await expectFieldError(form.email, c.validation.emailRequired);
    await expectFieldError(form.password, c.validation.passwordRequired);
    await expectFieldError(form.terms, c.validation.termsRequired);

    await form.email.fill('sara@example');
    await form.email.blur();
    await expectFieldError(form.email, c.validation.emailInvalid);
    await form.email.fill('sara@example.com');
    await expectNoFieldError(form.email);

    // Names (spec §5): letters, Arabic script included, one separator between words, no digits.
    await form.firstName.fill('Sara2');
    await expectFieldError(form.firstName, c.validation.nameInvalid);
    await form.firstName.fill('Sara  Jane');
    await expectFieldError(form.firstName, c.validation.nameInvalid);
    await form.firstName.fill('سارة');
    await expectNoFieldError(form.firstName);
    await form.lastName.fill("O'Neil-حداد");
    await expectNoFieldError(form.lastName);

    await form.password.fill('short');
    await expectFieldError(form.password, c.validation.passwordMin);
    await form.password.fill(PASSWORD);
    await expectNoFieldError(form.password);

    // Everything but the terms: still refused, and no account is created.
    await form.submit.click();
    await expectFieldError(form.terms, c.validation.termsRequired);
    await expect(page.getByRole('heading', { name: c.auth.checkEmail.title })).toHaveCount(0);
    expect(await sandboxUser(page, 'sara@example.com')).toBeUndefined();
    await form.terms.check();
    await expectNoFieldError(form.terms);
  });

  test('an email already taken is said next to the field and everything typed stays', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    await app.goto(paths.auth.register.getHref('client'));
    const form = await sendEmailSignUp(page, c, { firstName: 'Sara', lastName: 'Haddad', email: DEMO.client.email });
    await expectFieldError(form.email, c.validation.emailTaken);
    await expect(form.firstName).toHaveValue('Sara');
    await expect(form.password).toHaveValue(PASSWORD);
    await expect(form.terms).toBeChecked();
    await form.email.fill('sara.haddad@example.com');
    await form.submit.click();
    await expect(page.getByRole('heading', { name: c.auth.checkEmail.title })).toBeVisible();
  });
});

test.describe('sign-up with Google', () => {
  test('the terms are accepted before leaving for Google, which returns to the side it was opened from', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    await app.goto(paths.auth.register.getHref('provider'));
    await passChecklist(page, c);
    const google = page.locator('form').filter({ has: page.getByRole('button', { name: c.auth.google.continue }) });
    await google.getByRole('button', { name: c.auth.google.continue }).click();
    await expectFieldError(google.getByRole('checkbox'), c.validation.termsRequired);
    await expect(page).toHaveURL((url) => url.pathname === paths.auth.register.getHref('provider'));

    await google.getByRole('checkbox').check();
    await google.getByRole('button', { name: c.auth.google.continue }).click();
    await expect(page).toHaveURL(urlStartsWith(paths.sandbox.googleAuth.getHref()));
    const consent = new URL(page.url());
    expect(consent.searchParams.get('redirect_uri')).toMatch(urlIs(paths.auth.googleCallback.getHref('provider')));
  });
});
