import { expect, expectAccessible, test, urlStartsWith } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arOffers from '../locales/ar/offers.json';
import arProviderProfile from '../locales/ar/provider-profile.json';
import enCommon from '../locales/en/common.json';
import enOffers from '../locales/en/offers.json';
import enProviderProfile from '../locales/en/provider-profile.json';
import { DEMO } from '../tests/factories';

test.describe('proposal details and the provider in tabs (the client, on a phone)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an offer opens over the offers; the provider in three tabs and back; hired from the dialog', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email);
    const request = await sandbox.createRequest({
      client: DEMO.client.email,
      offers: [
        { provider: DEMO.provider.email, price: 120 },
        { provider: DEMO.busyProvider.email, price: 95 },
      ],
    });
    await app.goto(paths.request.getHref(request));
    const reference = (await page
      .getByText(/JO-\d{4}-\d{6}/)
      .first()
      .textContent())!.match(/JO-\d{4}-\d{6}/)![0];
    const offers = page.getByRole('region', { name: (language === 'ar' ? arOffers : enOffers).title });
    await expect(offers.getByRole('article')).toHaveCount(2);
    await offers
      .getByRole('article')
      .first()
      .getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).details })
      .click();

    const dialog = page.getByRole('dialog', { name: (language === 'ar' ? arOffers : enOffers).proposal.title });
    await expect(dialog.getByText(reference)).toBeVisible();
    await expect(page).toHaveURL(urlStartsWith(paths.request.getHref(request))); // the page stays under the dialog
    await expectAccessible(page);

    await dialog
      .getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).page.about, exact: true })
      .click();
    const about = page.getByRole('dialog', { name: (language === 'ar' ? arOffers : enOffers).page.about, exact: true }); // the same dialog, titled by its view
    const tabs = about.getByRole('tab');
    await expect(tabs).toHaveText([
      (language === 'ar' ? arProviderProfile : enProviderProfile).profile.tabs.services,
      (language === 'ar' ? arProviderProfile : enProviderProfile).profile.tabs.reviews,
      (language === 'ar' ? arProviderProfile : enProviderProfile).profile.tabs.photos,
    ]);
    await expect(about.getByRole('tabpanel')).toContainText(
      (language === 'ar' ? arCommon : enCommon).provider.languages,
    );
    await expectAccessible(page);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(about.getByRole('tabpanel')).not.toContainText(
      (language === 'ar' ? arCommon : enCommon).provider.languages,
    );
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await about.getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).proposal.back }).click();
    await expect(
      dialog.getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).page.about, exact: true }),
    ).toBeFocused();

    await dialog.getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).hire, exact: true }).click();
    const confirm = page.getByRole('dialog', {
      name: new RegExp((language === 'ar' ? arOffers : enOffers).hireTitle.split('{{')[0]!),
    });
    await confirm.getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).hire, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog.getByText((language === 'ar' ? arOffers : enOffers).hired, { exact: true })).toBeVisible();
    await dialog
      .getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).proposal.close })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(offers.getByText((language === 'ar' ? arOffers : enOffers).rejectedBy.system)).toBeVisible();
  });
});
