import arAuth from '../locales/ar/auth.json';
import arCommon from '../locales/ar/common.json';
import arMessages from '../locales/ar/MESSAGES.json';
import arSettings from '../locales/ar/settings.json';
import arValidation from '../locales/ar/validation.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enMessages from '../locales/en/MESSAGES.json';
import enSettings from '../locales/en/settings.json';
import enValidation from '../locales/en/validation.json';
import { DEMO_PASSWORD } from '../mocks/data/auth/accounts';
import type { AppFixture, LanguageOption, SandboxFixture } from './fixtures';
import type { Page } from '@playwright/test';

/** The settings specs' copy in the project's language. */
export function copyFor(language: LanguageOption['language']) {
  return language === 'ar'
    ? { auth: arAuth, common: arCommon, messages: arMessages, settings: arSettings, validation: arValidation }
    : { auth: enAuth, common: enCommon, messages: enMessages, settings: enSettings, validation: enValidation };
}

/** `{{name}}` placeholders filled in, as i18next would. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

/**
 * Open a settings page signed out, get sent to the role's login, sign in there with
 * a demo account and come back. The demo users' saved language is the project's
 * (otherwise a saved Arabic would switch an English run to Arabic, §1).
 */
export async function signInAt(
  { page, app, sandbox, language }: { page: Page; app: AppFixture; sandbox: SandboxFixture } & LanguageOption,
  path: string,
  email: string,
  /** A sandbox scenario to start from as well. */
  scenario?: string,
): Promise<void> {
  const english = language === 'en' ? 'users-speak-english' : null;
  await sandbox.prepare({ scenario: [english, scenario].filter(Boolean).join('+') || 'seed' });
  const { auth } = copyFor(language);
  await app.goto(path);
  await page.waitForURL(
    (url) => url.pathname.endsWith('/auth/login') && url.searchParams.get('next')?.split('?')[0] === path,
  );
  await page.getByLabel(auth.login.identifier).fill(email);
  await page.getByLabel(auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await app.ready();
}
