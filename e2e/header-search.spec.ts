import { expect, expectAccessible, test, urlIs } from './fixtures';
import { copyFor } from './settings-helpers';
import { paths } from '../config/paths';
import { SUB } from '../mocks/data/catalogue/catalogue';
import type { Page } from '@playwright/test';

/*
 * The wide header's catalogue search (issue 44): a button until opened, so a page asks for the
 * catalogue only then; the home's own box is e2e/catalogue.spec.ts's.
 */

const WORDS = {
  // No hamza, no article, a word cut short: still "إصلاح التسريبات".
  ar: { query: 'اصلاح تسريب', leak: 'إصلاح التسريبات', nothing: 'سباك زززز', plumbing: 'السباكة' },
  en: { query: 'LEAK rep', leak: 'Leak repair', nothing: 'plumber zzzz', plumbing: 'Plumbing' },
} as const;

/** The catalogue calls the page makes from now on. */
function catalogueCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/services/main-categories/')) calls.push(request.url());
  });
  return calls;
}

test.describe("the wide header's search (issue 44)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('asks for the catalogue only once opened, then finds and opens a service', async ({ page, app, language }) => {
    const { common } = copyFor(language);
    const calls = catalogueCalls(page);
    await app.goto(paths.articles.getHref('client'));
    const open = page.getByRole('banner').getByRole('button', { name: common.search.label });
    await expect(open).toBeVisible();
    expect(calls).toEqual([]);
    await open.click();
    const box = page.getByRole('banner').getByRole('combobox', { name: common.search.label });
    await expect(box).toBeFocused();
    await box.pressSequentially(WORDS[language].query);
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(WORDS[language].leak);
    expect(calls).toHaveLength(1);
    await expectAccessible(page, 'header search open');
    await box.press('Enter');
    await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
  });

  test('with nothing found, its suggestions float under it while it has the focus', async ({ page, app, language }) => {
    const { common, messages } = copyFor(language);
    await app.goto(paths.articles.getHref('client'));
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    // Where the heading sits in the document (not the viewport: a scan or a click may scroll).
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await page.getByRole('banner').getByRole('button', { name: common.search.label }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: common.search.label });
    await box.pressSequentially(WORDS[language].nothing);
    await expect(page.getByRole('status').filter({ hasText: messages.NO_RESULT })).toBeAttached();
    const nearest = page.getByRole('banner').getByRole('heading', { name: common.search.nearest }).locator('..');
    await expect(nearest.getByRole('link', { name: WORDS[language].plumbing, exact: true })).toBeVisible();
    await expectAccessible(page, 'header search nothing found');
    // Floating: the page's heading stays where it was; a click elsewhere puts the suggestions away.
    expect(await top()).toBe(before);
    // A click on the page's empty margin (nothing there takes the focus).
    await page.mouse.click(1250, 700);
    await expect(nearest).toBeHidden();
  });

  test('is not on the home, whose own box is the search @one-language', async ({ page, app, language }) => {
    const { common } = copyFor(language);
    await app.goto(paths.home.getHref('client'));
    await expect(page.getByRole('combobox', { name: common.search.label })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('button', { name: common.search.label })).toHaveCount(0);
  });
});
