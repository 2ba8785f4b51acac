import { expect, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { OTHER_PROVIDER_WORD } from '../locales/provider-word';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/** Every word for "provider" on the page that is not the language's one word (locales/provider-word.ts). */
function otherWords(page: Page, language: 'ar' | 'en'): Promise<string[]> {
  return page
    .locator('body')
    .innerText()
    .then((text) => [...text.matchAll(new RegExp(OTHER_PROVIDER_WORD[language].source, 'gu'))].map((m) => m[0]));
}

test.describe('one word for "provider" in each language', () => {
  test('the home, the role menu and the provider wizard say it one way', async ({ page, app, sandbox, language }) => {
    await signInAt({ page, app, sandbox, language }, paths.createAccount.getHref(), DEMO.client.email);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await otherWords(page, language)).toEqual([]);
    await app.goto(paths.home.getHref('client'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await otherWords(page, language)).toEqual([]);
  });
});
