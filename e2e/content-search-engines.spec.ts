import { expect, test } from './fixtures';
import { paths } from '../config/paths';

/* What a search engine reads: robots.txt, the sitemap, and the reading pages past the sandbox's password gate. */

/** Mobile first: every reading screen at 375 px. */
test.use({ viewport: { width: 375, height: 740 } });

test.describe('for search engines @one-language', () => {
  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /sandbox/');
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      `${paths.aboutUs.getHref('client')}?lang=ar`,
      `${paths.articles.getHref('client')}?lang=en`,
      `${paths.helpCenter.getHref('provider')}?lang=ar`,
    ])
      expect(sitemap).toContain(path);
  });

  test('a crawler reads a reading page past the password gate', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('SANDBOX_SITE_PASSWORD', 'open-sesame'));
    await page.goto(paths.aboutUs.getHref('client'));
    await expect(page.locator('[data-layout="articles"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('password-gate')).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await context.close();
  });
});
