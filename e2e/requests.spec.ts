import { COPY, fill } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arOffers from '../locales/ar/offers.json';
import arProviderProfile from '../locales/ar/provider-profile.json';
import arRequests from '../locales/ar/requests.json';
import arReviews from '../locales/ar/reviews.json';
import enCommon from '../locales/en/common.json';
import enOffers from '../locales/en/offers.json';
import enProviderProfile from '../locales/en/provider-profile.json';
import enRequests from '../locales/en/requests.json';
import enReviews from '../locales/en/reviews.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  common: language === 'ar' ? arCommon : enCommon,
  requests: language === 'ar' ? arRequests : enRequests,
  providerProfile: language === 'ar' ? arProviderProfile : enProviderProfile,
  reviews: language === 'ar' ? arReviews : enReviews,
  offers: language === 'ar' ? arOffers : enOffers,
});

/** A provider sends an offer from the sandbox while the client's page is open (the socket tells it). */
async function offerFrom(page: Page, requestId: number, email: string, price: number) {
  await page.evaluate(
    ({ id, who, amount }) => window.__sandbox!.sendOffer(id, who, { price: amount, details: 'Can come tomorrow' }),
    {
      id: requestId,
      who: email,
      amount: price,
    },
  );
}

test.describe('from request to hire (the client)', () => {
  test('offers pushed while the page is open appear; three compared; one hired, the others rejected by the system; WhatsApp; completed and rated', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language).requests;
    await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email);
    const request = await sandbox.createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.company.email, price: 55, withdrawn: true }],
    });
    await app.goto(paths.request.getHref(request));
    const reference = (await page
      .getByText(/JO-\d{4}-\d{6}/)
      .first()
      .textContent())!.match(/JO-\d{4}-\d{6}/)![0];
    const offers = page.getByRole('region', { name: copyOf(language).offers.title });
    await expect(offers.getByRole('article')).toHaveCount(1); // the withdrawn one, greyed with its source
    await expect(offers.getByText(copyOf(language).offers.rejectedBy.provider)).toBeVisible();

    await sandbox.untilListening(DEMO.client.email);
    await offerFrom(page, request, DEMO.provider.email, 70);
    await offerFrom(page, request, DEMO.busyProvider.email, 55);
    await offerFrom(page, request, DEMO.company.email, 90);
    await expect(offers.getByRole('article')).toHaveCount(4); // no reload: the socket invalidated the offers
    await expect(page.getByText(c.status.offers_received).first()).toBeVisible();

    for (const checkbox of await offers.getByRole('checkbox').all()) await checkbox.check();
    await offers.getByRole('button', { name: fill(copyOf(language).offers.compareOpen, { count: 3 }) }).click();
    const compare = page.getByRole('dialog', { name: copyOf(language).offers.compareTitle });
    await expect(compare.getByRole('columnheader')).toHaveCount(3);
    await expectAccessible(page);
    await compare
      .getByRole('button', { name: copyOf(language).offers.hire })
      .nth(1)
      .click(); // the second cheapest (70)
    const confirm = page.getByRole('dialog', { name: new RegExp(copyOf(language).offers.hireTitle.split('{{')[0]!) });
    await confirm.getByRole('button', { name: copyOf(language).offers.hire }).dblclick();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(offers.getByText(copyOf(language).offers.rejectedBy.system)).toHaveCount(2);
    await expect(offers.getByText(copyOf(language).offers.hired, { exact: true })).toBeVisible();
    const state = await sandbox.state();
    const onRequest = state.market.offers.filter((offer) => offer.request === request && offer.status !== 'rejected');
    expect(onRequest.map((offer) => [offer.price, offer.status])).toEqual([[70, 'hired']]);

    const whatsapp = page.getByRole('link', { name: copyOf(language).offers.whatsapp }).first();
    const url = new URL((await whatsapp.getAttribute('href'))!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/\d{11,12}$/);
    expect(url.searchParams.get('text')).toContain(reference);

    await page.getByRole('button', { name: c.actions.complete }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.actions.complete }).click();
    await expect(page.getByText(c.status.completed).first()).toBeVisible();
    await page.getByRole('button', { name: c.actions.rate }).click();
    const rate = page.getByRole('dialog');
    const criteria = Object.values(copyOf(language).reviews.rate.criteria);
    // A person taps the fourth star (its label); its radio is named "4 stars" for screen readers.
    const star = (criterion: string, count: number) =>
      rate
        .getByRole('group', { name: criterion })
        .locator('label')
        .nth(count - 1);
    for (const criterion of criteria.slice(0, -1)) await star(criterion, 4).click();
    await expect(rate.getByRole('group', { name: criteria[0]! }).getByRole('radio').nth(3)).toBeChecked();
    await rate
      .getByLabel(copyOf(language).reviews.rate.experience)
      .fill(language === 'ar' ? 'عمل متقن وفي الموعد' : 'Tidy and on time');
    await rate.getByRole('button', { name: copyOf(language).reviews.rate.submit }).click();
    await expect(rate.getByRole('group', { name: criteria.at(-1)! })).toHaveAccessibleDescription(
      COPY[language].validation.starsRequired,
    );
    await expectAccessible(page);
    await star(criteria.at(-1)!, 5).click();
    await rate.getByRole('button', { name: copyOf(language).reviews.rate.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: copyOf(language).reviews.rate.sent })).toBeVisible();
  });

  test('cancels another request with a reason; my requests lists it under previous', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language).requests;
    await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email);
    const request = await sandbox.createRequest({ client: DEMO.client.email });
    await app.goto(paths.request.getHref(request));
    await page.getByRole('button', { name: c.actions.cancel }).click();
    const dialog = page.getByRole('dialog', { name: c.ending.cancelTitle });
    await dialog.getByRole('button', { name: c.ending.confirmCancel }).click();
    await expect(dialog.getByRole('textbox')).toHaveAccessibleDescription(COPY[language].validation.required);
    await dialog.getByRole('textbox').fill(language === 'ar' ? 'أصلحته بنفسي' : 'Fixed it myself');
    await dialog.getByRole('button', { name: c.ending.confirmCancel }).click();
    await expect(page.getByText(c.status.cancelled).first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: c.details.back }).click();
    await page.getByRole('link', { name: c.myRequests.tabs.previous }).click();
    await expect(page.getByRole('main').locator(`a[href="${paths.request.getHref(request)}"]`)).toContainText(
      c.status.cancelled,
    );
    await expectAccessible(page);
  });

  test('invites a provider from their profile onto an open request, and reports another from their offer', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const profile = paths.providerProfile.getHref(DEMO.provider.id);
    // The profile is public (no redirect to sign in): sign in first, coming back to it.
    await sandbox.prepare({ scenario: language === 'en' ? 'users-speak-english' : 'seed' });
    await app.goto(paths.auth.login.getHref('client', { next: profile }));
    // A new open request of a service he offers, with the busy provider's offer on it.
    const request = await sandbox.createRequest({
      client: DEMO.client.email,
      subService: SUB.leakRepair,
      offers: [{ provider: DEMO.busyProvider.email, price: 95 }],
    });
    await page.getByLabel(COPY[language].auth.login.identifier).fill(DEMO.client.email);
    await page.getByLabel(COPY[language].auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: COPY[language].auth.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === profile);
    await expect(page.getByRole('region', { name: copyOf(language).providerProfile.profile.ratings })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: copyOf(language).providerProfile.profile.invite }).click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('radio').first().click(); // newest first: the request just made
    await invite.getByRole('button', { name: copyOf(language).providerProfile.invite.send }).click();
    await expect(invite.getByRole('status')).toBeVisible();
    const state = await sandbox.state();
    expect(state.market.requests.find((item) => item.id === request)?.invited_providers).toContain(DEMO.provider.id);
    await invite.getByRole('button', { name: copyOf(language).common.actions.close }).click();

    const offer = state.market.offers.find((item) => item.request === request)!;
    await page.goto(paths.offer.getHref(offer.id));
    await app.ready();
    await page.getByRole('button', { name: copyOf(language).common.actions.reportProvider }).click();
    const report = page.getByRole('dialog');
    await report.getByLabel(copyOf(language).providerProfile.report.reason).selectOption('no_show');
    await report
      .getByLabel(copyOf(language).providerProfile.report.explanation)
      .fill(language === 'ar' ? 'لم يرد على الرسائل' : 'Never answered');
    await report.getByRole('button', { name: copyOf(language).providerProfile.report.send }).click();
    await expect(report.getByRole('status')).toHaveText(copyOf(language).providerProfile.report.sent);
    expect((await sandbox.state()).market.reports.at(-1)).toMatchObject({
      reported_user: DEMO.busyProvider.id,
      request,
      reason: 'no_show',
    });
  });
});
