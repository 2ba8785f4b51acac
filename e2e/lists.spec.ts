import { COPY } from './auth-helpers';
import { expect, expectAccessible, test, type AppFixture, urlIs } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arJobs from '../locales/ar/jobs.json';
import arOffers from '../locales/ar/offers.json';
import arProviderProfile from '../locales/ar/provider-profile.json';
import arRequests from '../locales/ar/requests.json';
import arReviews from '../locales/ar/reviews.json';
import enCommon from '../locales/en/common.json';
import enJobs from '../locales/en/jobs.json';
import enOffers from '../locales/en/offers.json';
import enProviderProfile from '../locales/en/provider-profile.json';
import enRequests from '../locales/en/requests.json';
import enReviews from '../locales/en/reviews.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/* Lists past their first page (scenarios many-*), ratings the server remembers, completed works. */

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  common: language === 'ar' ? arCommon : enCommon,
  jobs: language === 'ar' ? arJobs : enJobs,
  request: language === 'ar' ? arRequests.form : enRequests.form,
  requests: language === 'ar' ? arRequests : enRequests,
  providerProfile: language === 'ar' ? arProviderProfile : enProviderProfile,
  reviews: language === 'ar' ? arReviews : enReviews,
  offers: language === 'ar' ? arOffers : enOffers,
});

const SCHEDULE = paths.scheduledWorks.getHref();

interface RatingCopy {
  /** The Rate button, the dialog's criteria, experience label and submit, the thank-you, "Your rating". */
  button: string;
  criteria: readonly string[];
  experience: string;
  submit: string;
  sent: string;
  mine: string;
}

/**
 * Rate from the open page (4 stars each, an experience), then reload: the server's `my_rating`
 * shows in place of the Rate button.
 */
async function rateAndReload(page: Page, app: AppFixture, copy: RatingCopy, experience: string) {
  await page.getByRole('button', { name: copy.button }).click();
  const dialog = page.getByRole('dialog');
  for (const criterion of copy.criteria)
    await dialog.getByRole('group', { name: criterion }).locator('label').nth(3).click();
  await dialog.getByLabel(copy.experience).fill(experience);
  await dialog.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.sent })).toBeVisible();
  await page.reload();
  await app.ready();
  await expect(page.getByRole('article', { name: copy.mine })).toContainText(experience);
  await expect(page.getByRole('button', { name: copy.button })).toHaveCount(0);
}

/** The request the scenario added whose comment is `comment`. */
async function requestWithComment(page: Page, comment: string): Promise<number> {
  return page.evaluate(
    (text) => window.__sandbox!.state().market.requests.find((request) => request.comment === text)!.id,
    comment,
  );
}

test.use({ viewport: { width: 375, height: 800 } });

test.describe('long lists and finished work', () => {
  test('the 30th offer of a request is seen and hired; after rating, a reload shows my rating, not the button @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    test.setTimeout(120_000);
    const c = copyOf(language).requests;
    await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email, 'many-offers');
    const id = await requestWithComment(page, 'طلب بعروض كثيرة: تسريب في الحمّام.');
    await app.goto(paths.request.getHref(id));
    const offers = page.getByRole('region', { name: copyOf(language).offers.title });
    await expect(offers.getByRole('article')).toHaveCount(30);
    const last = offers.getByRole('article').filter({ hasText: 'فني رقم 30' });
    await last.getByRole('button', { name: copyOf(language).offers.hire }).click();
    await page
      .getByRole('dialog', { name: new RegExp(copyOf(language).offers.hireTitle.split('{{')[0]!) })
      .getByRole('button', { name: copyOf(language).offers.hire })
      .click();
    await expect(last.getByText(copyOf(language).offers.hired, { exact: true })).toBeVisible();
    const hired = (await sandbox.state()).market.offers.filter(
      (offer) => offer.request === id && offer.status === 'hired',
    );
    expect(hired.map((offer) => offer.price)).toEqual([130]);

    const copy = {
      button: c.actions.rate,
      criteria: Object.values(copyOf(language).reviews.rate.criteria),
      experience: copyOf(language).reviews.rate.experience,
      submit: copyOf(language).reviews.rate.submit,
      sent: copyOf(language).reviews.rate.sent,
      mine: copyOf(language).reviews.rate.mine,
    };
    await rateAndReload(page, app, copy, language === 'ar' ? 'عمل متقن' : 'Neat work');
    await expectAccessible(page);
  });

  test('the 25th scheduled work opens with address and phone; completed, it stays under Completed with "Rate the client" until rated @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    test.setTimeout(120_000);
    const { jobs: j } = copyOf(language);
    await signInAt({ page, app, sandbox, language }, SCHEDULE, DEMO.provider.email, 'many-scheduled-works');
    const agenda = page.getByRole('region', { name: j.schedule.agenda });
    await expect(agenda.getByRole('link')).toHaveCount(26); // the scenario's 25 and the seed's one
    const id = await requestWithComment(page, 'عمل مجدول رقم 25.');
    await agenda.getByRole('link').last().click();
    await page.waitForURL((url) => url.pathname === `${SCHEDULE}/${id}`);
    await expect(page.getByRole('link', { name: j.work.map })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(j.work.call) })).toHaveAttribute(
      'href',
      'tel:+962791234567',
    );

    await page.getByRole('button', { name: j.work.complete }).click();
    await page.getByRole('dialog').getByRole('button', { name: j.work.complete }).click();
    await expect(page.getByRole('status').filter({ hasText: j.work.completed })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: j.work.back }).click(); // on phones the way back is in the header
    await expect(page).toHaveURL(urlIs(paths.scheduledWorks.getHref({ tab: 'completed' })));
    await expect(page.getByRole('link', { name: j.schedule.tabs.completed })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('main').locator(`a[href="${SCHEDULE}/${id}"]`);
    await expect(card).toContainText(j.work.rate);
    await expectAccessible(page);

    await card.click();
    const copy = {
      button: j.work.rate,
      criteria: Object.values(copyOf(language).reviews.rate.clientCriteria),
      experience: copyOf(language).reviews.rateClient.experience,
      submit: copyOf(language).reviews.rateClient.submit,
      sent: copyOf(language).reviews.rateClient.sent,
      mine: copyOf(language).reviews.rate.mine,
    };
    await rateAndReload(page, app, copy, language === 'ar' ? 'عميل محترم' : 'Kind client');
    await page.getByRole('banner').getByRole('link', { name: j.work.back }).click(); // on phones the way back is in the header
    await expect(page.getByRole('main').locator(`a[href="${SCHEDULE}/${id}"]`)).toContainText(j.schedule.rated);
  });

  test("the client's completion notification opens the completed work, ready to rate the client @one-language", async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { jobs: j } = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.notifications.getHref('provider'), DEMO.provider.email);
    const request = await sandbox.createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.provider.email, price: 40 }],
      hire: DEMO.provider.email,
    });
    await sandbox.untilListening(DEMO.provider.email);
    await page.evaluate((id) => window.__sandbox!.complete(id), request);
    const note = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: language === 'ar' ? 'تم إنجاز العمل' : 'Job completed' });
    await note.click();
    await page.waitForURL((url) => url.pathname === `${SCHEDULE}/${request}`);
    await expect(page.getByRole('status').filter({ hasText: j.work.completed })).toBeVisible();
    await expect(page.getByRole('button', { name: j.work.rate })).toBeVisible();
  });

  test('the invite dialog offers the 25th open request @one-language', async ({ page, app, sandbox, language }) => {
    await signInAt(
      { page, app, sandbox, language },
      paths.myRequests.getHref(),
      DEMO.client.email,
      'many-open-requests',
    );
    const oldest = await requestWithComment(page, 'طلب مفتوح رقم 25.');
    await app.goto(paths.providerProfile.getHref(DEMO.provider.id));
    await page.getByRole('button', { name: copyOf(language).providerProfile.profile.invite }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio')).toHaveCount(27); // the scenario's 25 and the seed's two
    await dialog.getByRole('radio').last().check();
    await dialog.getByRole('button', { name: copyOf(language).providerProfile.invite.send }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    const invited = (await sandbox.state()).market.requests.find((request) => request.id === oldest)!.invited_providers;
    expect(invited).toEqual([DEMO.provider.id]);
  });

  for (const failure of [{ status: 500, error: 'Something went Wrong' }, { network: true }]) {
    test(`the first question's call failing (${'network' in failure ? 'network' : 500}) says 'Failed to fetch first question' with a retry that works @one-language`, async ({
      page,
      app,
      sandbox,
      language,
    }) => {
      const c = copyOf(language);
      await sandbox.prepare({
        faults: [{ method: 'GET', path: 'services/sub-services/101/questions/first/', times: 1, ...failure }],
      });
      await app.goto(paths.requestForm.getHref(SUB.homeCleaning));
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('alert')).toHaveText(c.messages.FIRST_QUESTION_FAILED);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: c.common.actions.retry }).click();
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    });
  }
});
