import { expect, test, urlIs } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arHome from '../locales/ar/home.json';
import enHome from '../locales/en/home.json';
import { LIMITS } from '../services/shared/limits';
import { DEMO } from '../tests/factories';

/** Providers work on phones: the provider's home at 375 px. */
test.use({ viewport: { width: 375, height: 740 } });

const HOME = paths.home.getHref('provider');
const copyOf = (language: 'ar' | 'en') => (language === 'ar' ? arHome : enHome);

test.describe("the provider's home", () => {
  test('a guest reads why and how to earn, with the free offers a day, and is led to create a provider account', async ({
    page,
    app,
    language,
  }) => {
    const home = copyOf(language);
    await app.goto(HOME);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: home.provider.hero.title })).toBeVisible();
    // Not the clients' pitch.
    await expect(page.getByText(home.hero.title)).toHaveCount(0);
    await expect(page.getByText(home.how.steps.ask.title)).toHaveCount(0);
    // The free offers, read from the one limit (services/shared/limits.ts), in the page's own digits.
    const free = page.getByRole('region', { name: new RegExp(`${LIMITS.freeOffersPerDay}`) });
    await expect(free).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: home.provider.how.title })).toBeVisible();
    const create = page.getByRole('link', { name: home.provider.cta.create }).first();
    await expect(create).toHaveAttribute('href', paths.createAccount.getHref());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await create.click();
    await page.waitForURL((url) => url.pathname === paths.auth.login.getHref('provider'));
  });

  test('a provider with an account is led to the job feed instead', async ({ page, app, sandbox, language }) => {
    const home = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.settings.account.getHref('provider'), DEMO.provider.email);
    await app.goto(HOME);
    await expect(page.getByRole('heading', { level: 1, name: home.provider.hero.title })).toBeVisible();
    const feed = page.getByRole('link', { name: home.provider.cta.feed }).first();
    await expect(feed).toHaveAttribute('href', paths.jobOpportunities.getHref());
    await expect(page.getByRole('link', { name: home.provider.cta.create })).toHaveCount(0);
    await feed.click();
    await expect(page).toHaveURL(urlIs(paths.jobOpportunities.getHref()));
  });
});
