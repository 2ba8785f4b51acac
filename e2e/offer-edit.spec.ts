import { expect, expectAccessible, test } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arOffers from '../locales/ar/offers.json';
import enOffers from '../locales/en/offers.json';
import { DEMO_PASSWORD } from '../mocks/data/auth/accounts';
import { DEMO } from '../tests/factories';

test.describe('changing a pending offer (issue 34)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the provider changes 80 to 95; the client sees "Updated", 95 and the old 80', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const offers = language === 'ar' ? arOffers : enOffers;
    const { auth, settings } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, paths.jobOpportunities.getHref(), DEMO.provider.email);
    const request = await sandbox.createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.provider.email, price: 80 }],
    });
    const offer = (await sandbox.state()).market.offers.find((item) => item.request === request)!.id;

    await app.goto(paths.job.getHref(request));
    const card = page.getByRole('region', { name: offers.mine.title });
    await card.getByRole('button', { name: offers.mine.edit }).click();
    const dialog = page.getByRole('dialog', { name: offers.mine.editTitle });
    const price = dialog.getByLabel(offers.send.price);
    await expect(price).toHaveValue('80');
    await expectAccessible(page);
    await price.fill('95');
    await dialog.getByRole('button', { name: offers.mine.save }).click();
    await expect(card.getByRole('status')).toHaveText(offers.mine.edited);
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText('95');
    const stored = (await sandbox.state()).market.offers.find((item) => item.id === offer)!;
    expect([stored.price, stored.previous_price]).toEqual([95, 80]);

    // Log out, and the client opens the offer.
    await app.goto(paths.settings.index.getHref('provider'));
    await page
      .getByRole('navigation', { name: settings.menu.label })
      .getByRole('button', { name: settings.menu.logout })
      .click();
    await page.waitForURL((url) => !url.pathname.includes('/settings'));
    await app.goto(paths.offer.getHref(offer));
    await page.waitForURL((url) => url.pathname.endsWith('/auth/login'));
    await page.getByLabel(auth.login.identifier).fill(DEMO.client.email);
    await page.getByLabel(auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.offer.getHref(offer));
    await app.ready();

    const shown = page.getByRole('article');
    await expect(shown.getByText(offers.edit.updated, { exact: true })).toBeVisible();
    await expect(shown).toContainText('95');
    await expect(
      shown.getByText(new RegExp(`^${offers.edit.previousPrice.replace('{{price}}', '\u2066.*80.*\u2069')}$`)),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
