import { alertWith, COPY, expectFieldError, expectNoFieldError, sandboxUser, verifyPhone } from './auth-helpers';
import { expect, test, urlIs } from './fixtures';
import { confirmEmail, continuesIntoWizard, passChecklist, PASSWORD, signUpTerms } from './sign-up-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';

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

    const companyName = page.getByLabel(c.common.company.name);
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
