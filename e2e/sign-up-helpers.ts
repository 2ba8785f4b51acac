import { lastLink, sandboxUser, COPY, type Copy } from './auth-helpers';
import { expect, expectAccessible } from './fixtures';
import { paths } from '../config/paths';
import arProviderAccount from '../locales/ar/provider-account.json';
import enProviderAccount from '../locales/en/provider-account.json';
import type { Page } from '@playwright/test';

/* The sign-up screens' parts and steps that the email, phone and Google sign-up specs share. */

export const PASSWORD = 'NewPassword1';

/** The sign-up form's own terms box (the Google button below has one of its own). */
export function signUpTerms(page: Page, c: Copy) {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: c.auth.register.submit }) })
    .getByRole('checkbox');
}

export function emailForm(page: Page, c: Copy) {
  return {
    firstName: page.getByLabel(c.auth.register.firstName),
    lastName: page.getByLabel(c.auth.register.lastName),
    email: page.getByLabel(c.auth.register.email, { exact: true }),
    password: page.getByLabel(c.auth.register.password, { exact: true }),
    terms: signUpTerms(page, c),
    submit: page.getByRole('button', { name: c.auth.register.submit }),
  };
}

export async function chooseEmail(page: Page, c: Copy) {
  await page
    .getByRole('group', { name: c.auth.register.method })
    .getByRole('button', { name: c.auth.register.withEmail })
    .click();
}

/** Choose email, fill the form for this person, accept the terms and send it; the form, for what follows. */
export async function sendEmailSignUp(
  page: Page,
  c: Copy,
  person: { firstName: string; lastName: string; email: string },
): Promise<ReturnType<typeof emailForm>> {
  await chooseEmail(page, c);
  const form = emailForm(page, c);
  await form.firstName.fill(person.firstName);
  await form.lastName.fill(person.lastName);
  await form.email.fill(person.email);
  await form.password.fill(PASSWORD);
  await form.terms.check();
  await form.submit.click();
  return form;
}

/** The provider side starts with the pre-registration checklist. */
export async function passChecklist(page: Page, c: Copy) {
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
export async function continuesIntoWizard(
  page: Page,
  language: 'ar' | 'en',
  kind: 'personal' | 'company',
  companyName = '',
) {
  const p = language === 'ar' ? arProviderAccount : enProviderAccount;
  await page.waitForURL(
    (url) => url.pathname === paths.createAccount.getHref() && url.searchParams.get('step') === 'languages',
  );
  await expect(page.getByRole('heading', { level: 2, name: p.wizard.steps.languages })).toBeFocused();
  await expect(page.getByRole('group', { name: p.fields.languages })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: p.wizard.back }).click();
  await expect(page).toHaveURL(/step=account-type/);
  await expect(page.getByRole('radio', { name: new RegExp(p.fields.accountTypes[kind]) })).toBeChecked();
  if (kind === 'company') await expect(page.getByLabel(COPY[language].common.company.name)).toHaveValue(companyName);
}

/** Open the newest verify-email link sent to `email`: the address is confirmed. */
export async function confirmEmail(page: Page, c: Copy, email: string) {
  await page.goto(await lastLink(page, 'verify-email', email));
  await expect(page.getByRole('heading', { name: c.auth.verifyEmail.doneTitle })).toBeVisible();
  expect((await sandboxUser(page, email))?.is_email_verified).toBe(true);
}
