import { ANY_ID, expect, expectAccessible, hrefLike, test, urlIs } from './fixtures';
import { paths } from '../config/paths';
import { SUB } from '../mocks/data/catalogue/catalogue';

const NAMES = {
  ar: {
    plumbing: 'السباكة',
    plumbingList: 'خدمات السباكة',
    leak: 'إصلاح التسريبات',
    testimonial: 'ديما ع.',
    how: 'كيف يعمل',
    search: 'اصلاح',
    noResult: 'لا توجد نتائج',
  },
  en: {
    plumbing: 'Plumbing',
    plumbingList: 'Services in Plumbing',
    leak: 'Leak repair',
    testimonial: 'Dima A.',
    how: 'How it works',
    search: 'LEAK',
    noResult: 'No result found',
  },
} as const;

/** What a person types in the home's search: in Arabic without hamza or the article, as people do. */
const TYPED = { ar: 'اصلاح تسريب', en: 'leak rep' } as const;
const SEARCH = {
  ar: { label: 'ابحث في الخدمات', nearest: 'أقرب الفئات', requestIt: /^اطلب «/ },
  en: { label: 'Search services', nearest: 'Nearest categories', requestIt: /^Request “/ },
} as const;

test.describe('the catalogue', () => {
  test('the home page shows the seeded categories and testimonials in the project language', async ({
    page,
    app,
    language,
  }) => {
    await app.goto(paths.home.getHref('client'));
    const plumbing = page.getByRole('link', { name: new RegExp(NAMES[language].plumbing) });
    await expect(plumbing).toBeVisible();
    await expect(page.getByText(NAMES[language].testimonial)).toBeVisible();
    await plumbing.click();
    await expect(page).toHaveURL(urlIs(paths.category.getHref('client', 2)));
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await page
      .getByRole('list', { name: NAMES[language].plumbingList })
      .getByRole('link', { name: new RegExp(NAMES[language].leak) })
      .click();
    await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
    await expect(page.getByRole('heading', { level: 1, name: NAMES[language].leak })).toBeVisible();
  });

  test('on a phone, how it works and the testimonials come as the person scrolls toward them', async ({
    page,
    app,
    language,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await app.goto(paths.home.getHref('client'));
    await expect(page.getByRole('link', { name: new RegExp(NAMES[language].plumbing) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const how = page.getByRole('heading', { level: 2, name: NAMES[language].how });
    await expect(how).toHaveCount(0);
    await expect(page.getByText(NAMES[language].testimonial)).toHaveCount(0);

    await page.mouse.wheel(0, 600);
    await expect(how).toBeVisible();
    await expect(page.getByText(NAMES[language].testimonial)).toBeAttached();
    await expectAccessible(page, 'below the fold');
  });

  test('search finds a service in either language and says when nothing matches', async ({ page, app, language }) => {
    await app.goto(paths.services.getHref('client'));
    const search = page.getByRole('searchbox');
    await search.fill(NAMES[language].search);
    await expect(page.getByRole('link', { name: new RegExp(NAMES[language].leak) })).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: NAMES[language].noResult })).toBeVisible();
  });

  test('on a phone, the home’s search finds a service by keyboard; nothing found offers the nearest categories and the request form', async ({
    page,
    app,
    language,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await app.goto(paths.home.getHref('client'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const search = page.getByRole('combobox', { name: SEARCH[language].label });
    await search.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: NAMES[language].noResult })).toBeVisible();
    await expect(page.getByRole('heading', { name: SEARCH[language].nearest })).toBeVisible();
    await expect(page.getByRole('link', { name: SEARCH[language].requestIt })).toHaveAttribute(
      'href',
      hrefLike(paths.requestForm.getHref(ANY_ID)),
    );
    await expectAccessible(page, 'nothing found');

    // Folded: no hamza, no article, a word cut short, still the service.
    await search.fill(TYPED[language]);
    const first = page.getByRole('option').first();
    await expect(first).toContainText(NAMES[language].leak);
    await expectAccessible(page, 'results open');
    // The arrows move the active option (announced through aria-activedescendant); Enter opens it.
    const firstId = (await first.getAttribute('id')) ?? 'missing';
    await search.press('ArrowDown');
    await expect(search).not.toHaveAttribute('aria-activedescendant', firstId);
    await search.press('ArrowUp');
    await expect(search).toHaveAttribute('aria-activedescendant', firstId);
    await search.press('Enter');
    await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
  });

  test('the services page lists the sub-services on the provider side too', async ({ page, app, language }) => {
    await app.goto(paths.services.getHref('provider'));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.getByText(NAMES[language].leak, { exact: true })).toBeVisible();
  });

  test('an empty catalogue says so @one-language', async ({ page, app, sandbox }) => {
    await sandbox.prepare({ scenario: 'empty-catalogue' });
    await app.goto(paths.services.getHref('client'));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(page.locator('main p.border-dashed')).toBeVisible();
  });
});
