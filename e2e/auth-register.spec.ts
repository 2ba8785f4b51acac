import {
  alertWith,
  COPY,
  expectFieldError,
  expectNoFieldError,
  lastLink,
  sandboxUser,
  verifyPhone,
  type Copy,
} from './auth-helpers';
import { expect, expectAccessible, test, urlIs, urlStartsWith } from './fixtures';
import { paths } from '../config/paths';
import arProvider from '../locales/ar/provider.json';
import enProvider from '../locales/en/provider.json';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

const PASSWORD = 'NewPassword1';

/** The sign-up form's own terms box (the Google button below has one of its own). */
function signUpTerms(page: Page, c: Copy) {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: c.auth.register.submit }) })
    .getByRole('checkbox');
}

function emailForm(page: Page, c: Copy) {
  return {
    firstName: page.getByLabel(c.auth.register.firstName),
    lastName: page.getByLabel(c.auth.register.lastName),
    email: page.getByLabel(c.auth.register.email, { exact: true }),
    password: page.getByLabel(c.auth.register.password, { exact: true }),
    terms: signUpTerms(page, c),
    submit: page.getByRole('button', { name: c.auth.register.submit }),
  };
}

async function chooseEmail(page: Page, c: Copy) {
  await page
    .getByRole('group', { name: c.auth.register.method })
    .getByRole('button', { name: c.auth.register.withEmail })
    .click();
}

/** The provider side starts with the pre-registration checklist. */
async function passChecklist(page: Page, c: Copy) {
  await expect(page.getByRole('heading', { name: c.auth.checklist.title })).toBeVisible();
  for (const item of Object.values(c.auth.checklist.items))
    await expect(page.getByText(item.title, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: c.auth.checklist.continue }).click();
  await expect(page.getByRole('heading', { name: c.auth.register.titleProvider })).toBeVisible();
}

/**
 * A provider's sign-up goes on into the wizard at its first unanswered step: the languages. The
 * checklist and the account type are not asked again; Back shows the sign-up's answer kept.
 */
async function continuesIntoWizard(page: Page, language: 'ar' | 'en', kind: 'personal' | 'company', companyName = '') {
  const p = language === 'ar' ? arProvider : enProvider;
  await page.waitForURL(
    (url) => url.pathname === paths.createAccount.getHref() && url.searchParams.get('step') === 'languages',
  );
  await expect(page.getByRole('heading', { level: 2, name: p.wizard.steps.languages })).toBeFocused();
  await expect(page.getByRole('group', { name: p.fields.languages })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: p.wizard.back }).click();
  await expect(page).toHaveURL(/step=account-type/);
  await expect(page.getByRole('radio', { name: new RegExp(p.fields.accountTypes[kind]) })).toBeChecked();
  if (kind === 'company')
    await expect(page.getByLabel(COPY[language].auth.register.companyName)).toHaveValue(companyName);
}

/** Open the newest verify-email link sent to `email`: the address is confirmed. */
async function confirmEmail(page: Page, c: Copy, email: string) {
  await page.goto(await lastLink(page, 'verify-email', email));
  await expect(page.getByRole('heading', { name: c.auth.verifyEmail.doneTitle })).toBeVisible();
  expect((await sandboxUser(page, email))?.is_email_verified).toBe(true);
}

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
    await chooseEmail(page, c);
    const form = emailForm(page, c);
    await form.firstName.fill('Sara');
    await form.lastName.fill('Haddad');
    await form.email.fill(email);
    await form.password.fill(PASSWORD);
    await form.terms.check();
    await form.submit.click();

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
    await chooseEmail(page, c);
    const form = emailForm(page, c);
    await form.firstName.fill('محمد');
    await form.lastName.fill('العلي');
    await form.email.fill(email);
    await form.password.fill(PASSWORD);
    await form.terms.check();
    await form.submit.click();

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
    await chooseEmail(page, c);
    const form = emailForm(page, c);
    await form.firstName.fill('Sara');
    await form.lastName.fill('Haddad');
    await form.email.fill(DEMO.client.email);
    await form.password.fill(PASSWORD);
    await form.terms.check();
    await form.submit.click();
    await expectFieldError(form.email, c.validation.emailTaken);
    await expect(form.firstName).toHaveValue('Sara');
    await expect(form.password).toHaveValue(PASSWORD);
    await expect(form.terms).toBeChecked();
    await form.email.fill('sara.haddad@example.com');
    await form.submit.click();
    await expect(page.getByRole('heading', { name: c.auth.checkEmail.title })).toBeVisible();
  });
});

test.describe('sign-up by phone (auth/register_confirm_no_user/)', () => {
  test('client: WhatsApp code, full-name rules, signed in, then the emailed link confirms the address', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    const email = `phone.client.${language}@example.com`;
    await app.goto(paths.auth.register.getHref('client'));
    await expect(
      page
        .getByRole('group', { name: c.auth.register.method })
        .getByRole('button', { name: c.auth.register.withPhone }),
    ).toHaveAttribute('aria-pressed', 'true');
    await verifyPhone(page, c, '0791234501', '+962791234501');
    await expect(page.getByRole('status').filter({ hasText: c.auth.phone.verified })).toContainText('+962791234501');

    const fullName = page.getByLabel(c.auth.register.fullName);
    await fullName.fill('Sara');
    await fullName.blur();
    await expectFieldError(fullName, c.validation.nameTooShort);
    await fullName.fill('Sara 2nd');
    await expectFieldError(fullName, c.validation.nameInvalid);
    await fullName.fill('سارة  حداد');
    await expectNoFieldError(fullName);
    await page.getByLabel(c.auth.register.email, { exact: true }).fill(email);
    await page.getByLabel(c.auth.register.password, { exact: true }).fill(PASSWORD);
    await signUpTerms(page, c).check();
    await page.getByRole('button', { name: c.auth.register.submit }).click();

    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();
    expect(await sandboxUser(page, email)).toMatchObject({
      first_name: 'سارة',
      last_name: 'حداد',
      phone_number: '+962791234501',
      is_service_provider: false,
      account_type: 'personal',
      is_email_verified: false,
    });
    await confirmEmail(page, c, email);
  });

  test('provider individual by phone: the checklist, then on into the wizard at the languages', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    await app.goto(paths.auth.register.getHref('provider'));
    await passChecklist(page, c);
    await verifyPhone(page, c, '0781234504', '+962781234504');
    await page.getByLabel(c.auth.register.fullName).fill('Lina Saleh');
    await page.getByLabel(c.auth.register.email, { exact: true }).fill(`lina.${language}@example.com`);
    await page.getByLabel(c.auth.register.password, { exact: true }).fill(PASSWORD);
    await signUpTerms(page, c).check();
    await page.getByRole('button', { name: c.auth.register.submit }).click();
    await continuesIntoWizard(page, language, 'personal');
    expect(await sandboxUser(page, `lina.${language}@example.com`)).toMatchObject({
      is_service_provider: true,
      account_type: 'personal',
    });
  });

  test('provider company: checklist, company name required, saved with the account, then on into the wizard', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    const email = `company.${language}@example.com`;
    await app.goto(paths.auth.register.getHref('provider'));
    await passChecklist(page, c);
    await page.getByRole('radio', { name: c.auth.register.kinds.company }).check();
    await expect(page.getByText(c.auth.register.companyByPhone)).toBeVisible();
    await expect(page.getByRole('group', { name: c.auth.register.method })).toHaveCount(0);
    await verifyPhone(page, c, '0781234502', '+962781234502');

    const companyName = page.getByLabel(c.auth.register.companyName);
    await page.getByLabel(c.auth.register.contactName).fill('Omar Khaled');
    await page.getByLabel(c.auth.register.email, { exact: true }).fill(email);
    await page.getByLabel(c.auth.register.password, { exact: true }).fill(PASSWORD);
    await signUpTerms(page, c).check();
    await page.getByRole('button', { name: c.auth.register.submit }).click();
    await expectFieldError(companyName, c.validation.companyNameRequired);
    await companyName.fill('Khaled Maintenance LLC');
    await page.getByRole('button', { name: c.auth.register.submit }).click();

    await continuesIntoWizard(page, language, 'company', 'Khaled Maintenance LLC');
    expect(await sandboxUser(page, email)).toMatchObject({
      first_name: 'Omar',
      last_name: 'Khaled',
      is_service_provider: true,
      account_type: 'company',
      company_name: 'Khaled Maintenance LLC',
    });
    await confirmEmail(page, c, email);
  });

  test('a number that already has an account is sent to sign in; no code is sent', async ({ page, app, language }) => {
    const c = COPY[language];
    await app.goto(paths.auth.register.getHref('client'));
    await page.getByLabel(c.auth.phone.label).fill(DEMO.client.phone);
    await page.getByRole('button', { name: c.auth.phone.sendCode }).click();
    await expect(alertWith(page, c.auth.phone.taken)).toBeVisible();
    const inbox = await page.evaluate(() => window.__sandbox!.inbox());
    expect(inbox.filter((message) => message.to === DEMO.client.phone)).toHaveLength(0);
    await page.getByRole('link', { name: c.auth.phone.signInInstead }).click();
    await expect(page).toHaveURL(urlIs(paths.auth.login.getHref('client')));
  });

  test('an email already taken after the code keeps the form and the verified number', async ({
    page,
    app,
    language,
  }) => {
    const c = COPY[language];
    await app.goto(paths.auth.register.getHref('client'));
    await verifyPhone(page, c, '0771234503', '+962771234503');
    const email = page.getByLabel(c.auth.register.email, { exact: true });
    await page.getByLabel(c.auth.register.fullName).fill('Sara Haddad');
    await email.fill(DEMO.provider.email);
    await page.getByLabel(c.auth.register.password, { exact: true }).fill(PASSWORD);
    await signUpTerms(page, c).check();
    await page.getByRole('button', { name: c.auth.register.submit }).click();
    await expectFieldError(email, c.validation.emailTaken);
    await expect(page.getByLabel(c.auth.register.fullName)).toHaveValue('Sara Haddad');
    await email.fill('sara.phone@example.com');
    await page.getByRole('button', { name: c.auth.register.submit }).click();
    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
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
