import { COPY, fill } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arJobs from '../locales/ar/jobs.json';
import arMessages from '../locales/ar/MESSAGES.json';
import arOffers from '../locales/ar/offers.json';
import arRequests from '../locales/ar/requests.json';
import arReviews from '../locales/ar/reviews.json';
import enJobs from '../locales/en/jobs.json';
import enMessages from '../locales/en/MESSAGES.json';
import enOffers from '../locales/en/offers.json';
import enRequests from '../locales/en/requests.json';
import enReviews from '../locales/en/reviews.json';
import { formatMoney, ltr } from '../services/shared/format';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/** A sum in the one money format (Jordan), isolated left to right. */
const jod = (amount: number, language: 'ar' | 'en') => ltr(formatMoney(amount, { language, country: 'jo' }));

const PROVIDER = DEMO.provider.email;
const FEED = paths.jobOpportunities.getHref();

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  jobs: language === 'ar' ? arJobs : enJobs,
  request: language === 'ar' ? arRequests.form : enRequests.form,
  requests: language === 'ar' ? arRequests : enRequests,
  catalogue: language === 'ar' ? arMessages : enMessages,
  reviews: language === 'ar' ? arReviews : enReviews,
  offers: language === 'ar' ? arOffers : enOffers,
});

async function providerState(page: Page) {
  return page.evaluate((email) => {
    const state = window.__sandbox!.state();
    const omar = state.accounts.users.find((user) => user.email === email)!;
    return {
      profile: state.market.providers.find((item) => item.user === omar.id)!,
      offers: state.market.offers.filter((offer) => offer.provider === omar.id),
      dismissed: state.market.dismissedJobs,
    };
  }, DEMO.provider.email);
}

test.use({ viewport: { width: 375, height: 800 } });

test.describe('the provider at work', () => {
  test('filters the feed, is refused 9 and 10,001, sends five free offers, is short for the sixth, gets balance and sends it; hides and deletes jobs; hired, scheduled, rates the client', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    test.setTimeout(240_000);
    const c = copyOf(language);
    const j = c.jobs;
    await signInAt({ page, app, sandbox, language }, FEED, PROVIDER, 'provider-job-feed');
    const list = page.getByRole('list', {
      name: new RegExp(language === 'ar' ? 'فرصة عمل|فرص عمل' : 'job opportunities'),
    });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '1002'); // the scenario's 1,000 and the seed's 2
    // A virtual list: a phone screen's worth of cards in the DOM, never the thousand.
    expect(await list.getByRole('article').count()).toBeLessThan(20);

    await page
      .getByRole('group', { name: j.filters.timing })
      .getByRole('button', { name: j.filters.timings.urgent, exact: true })
      .click();
    await page
      .getByRole('group', { name: j.filters.offers })
      .getByRole('button', { name: j.filters.counts['0'], exact: true })
      .click();
    await expect(page).toHaveURL(/timing=urgent&offers=0/);
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '64');
    await expect(list.getByRole('article').first()).toContainText(c.common.timings.urgent);
    await expect(list.getByRole('article').first()).toContainText(language === 'ar' ? 'لا عروض بعد' : 'No offers yet');
    await expectAccessible(page);
    const hrefs = await list
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute('href')!));
    expect(hrefs).toHaveLength(6);

    await list.getByRole('article').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === hrefs[0]);
    const form = page.getByRole('region', { name: c.offers.send.title });
    const price = form.getByLabel(c.offers.send.price);
    await price.fill('9');
    await price.blur();
    await expect(price).toHaveAccessibleDescription(new RegExp(c.validation.priceMin));
    await price.fill('10001');
    await price.blur();
    await expect(price).toHaveAccessibleDescription(new RegExp(c.validation.priceMax));
    await expectAccessible(page);

    const before = (await providerState(page)).offers.length;
    for (const [index, href] of hrefs.slice(0, 5).entries()) {
      if (index > 0) await app.goto(href);
      await expect(form.getByText(fill(c.offers.send.costFree, { left: 5 - index, perDay: 5 }))).toBeVisible();
      await price.fill(language === 'ar' ? '١٢٠' : '120');
      await form.getByRole('button', { name: c.offers.send.send }).click();
      await expect(page.getByRole('region', { name: c.offers.mine.title })).toBeVisible();
    }
    const sent = (await providerState(page)).offers.slice(before);
    expect(sent.map((offer) => [offer.price, offer.paid_with])).toEqual(Array(5).fill([120, 'free']));

    await app.goto(hrefs[5]!);
    await expect(form.getByText(fill(c.offers.send.costPaid, { cost: jod(1, language) }))).toBeVisible();
    await expect(form.getByText(c.catalogue.NOT_ENOUGH_BALANCE)).toBeVisible();
    await expect(form.getByRole('link', { name: c.offers.send.addBalance })).toHaveAttribute(
      'href',
      paths.balance.getHref(),
    );
    await price.fill('75');
    await form.getByRole('button', { name: c.offers.send.send }).click();
    await expect(form.getByRole('alert')).toHaveText(c.catalogue.NOT_ENOUGH_BALANCE);
    await expectAccessible(page);

    // The top-up is another screen: the sandbox leaves the balance a top-up would; the draft survives the reload.
    await page.evaluate((email) => window.__sandbox!.setBalance(email, 5), PROVIDER);
    await page.reload();
    await app.ready();
    await expect(price).toHaveValue('75');
    await expect(form.getByText(c.catalogue.NOT_ENOUGH_BALANCE)).toHaveCount(0);
    await form.getByRole('button', { name: c.offers.send.send }).click();
    // The day's first paid offer asks first (issue 34).
    const confirm = page.getByRole('dialog', { name: c.offers.send.confirmTitle });
    await confirm.getByRole('button', { name: c.offers.send.confirm }).click();
    await expect(page.getByRole('region', { name: c.offers.mine.title })).toBeVisible();
    const afterPaid = await providerState(page);
    expect(afterPaid.profile.balance).toBe(4);
    expect(afterPaid.offers.filter((offer) => offer.paid_with === 'balance').map((offer) => offer.price)).toEqual([75]);

    // Hide one job and delete another, each with a reason.
    await app.goto(FEED);
    const first = list.getByRole('article').first();
    const firstName = (await first.getByRole('link').textContent())!;
    await first.getByRole('button', { name: fill(j.feed.hideJob, { name: firstName }) }).click();
    const hide = page.getByRole('dialog', { name: fill(j.dismiss.hideTitle, { name: firstName }) });
    await hide.getByRole('button', { name: j.dismiss.hideConfirm }).click();
    await expect(hide.getByText(c.validation.required)).toBeVisible();
    await expectAccessible(page);
    await hide.getByLabel(j.dismiss.reason).fill(language === 'ar' ? 'بعيد عني' : 'Too far for me');
    await hide.getByRole('button', { name: j.dismiss.hideConfirm }).click();
    await expect(
      page.getByRole('status').filter({ hasText: fill(j.dismiss.hideDone, { name: firstName }) }),
    ).toBeVisible();
    const next = list.getByRole('article').first();
    const nextName = (await next.getByRole('link').textContent())!;
    await next.getByRole('button', { name: fill(j.feed.deleteJob, { name: nextName }) }).click();
    const remove = page.getByRole('dialog', { name: fill(j.dismiss.deleteTitle, { name: nextName }) });
    await remove.getByLabel(j.dismiss.reason).fill(language === 'ar' ? 'لا أقدم هذا النوع' : 'Not my kind of work');
    await remove.getByRole('button', { name: j.dismiss.deleteConfirm }).click();
    await expect(
      page.getByRole('status').filter({ hasText: fill(j.dismiss.deleteDone, { name: nextName }) }),
    ).toBeVisible();
    expect((await providerState(page)).dismissed.map((item) => item.action).sort()).toEqual(['delete', 'hide']);
    await page.getByRole('link', { name: j.feed.tabs.hidden }).click();
    await expect(page.getByText(language === 'ar' ? 'بعيد عني' : 'Too far for me')).toBeVisible();
    await expectAccessible(page);

    // The client hires the first offer: the job is on the schedule with the phone and WhatsApp.
    const hiredId = Number(hrefs[0]!.split('/').at(-1));
    await page.evaluate(({ id, email }) => window.__sandbox!.hire(id, email), { id: hiredId, email: PROVIDER });
    await app.goto(paths.scheduledWorks.getHref());
    const agenda = page.getByRole('region', { name: j.schedule.agenda });
    await agenda.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === paths.work.getHref(hiredId));
    await expect(page.getByRole('link', { name: new RegExp(j.work.call) })).toHaveAttribute(
      'href',
      /^tel:\+9627\d{8}$/,
    );
    const whatsapp = new URL((await page.getByRole('link', { name: j.work.whatsapp }).getAttribute('href'))!);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toContain(`JO-`);
    await expectAccessible(page);

    await page.getByRole('button', { name: j.work.rate }).click();
    const rate = page.getByRole('dialog');
    const star = (criterion: string, count: number) =>
      rate
        .getByRole('group', { name: criterion })
        .locator('label')
        .nth(count - 1);
    for (const criterion of Object.values(c.reviews.rate.clientCriteria)) await star(criterion, 5).click();
    await rate.getByRole('button', { name: c.reviews.rateClient.submit }).click();
    await expect(rate.getByLabel(c.reviews.rateClient.experience)).toHaveAccessibleDescription(c.validation.required);
    await rate
      .getByLabel(c.reviews.rateClient.experience)
      .fill(language === 'ar' ? 'عميل محترم ودفع في الموعد' : 'Respectful and paid on time');
    await rate.getByRole('button', { name: c.reviews.rateClient.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: c.reviews.rateClient.sent })).toBeVisible();
  });

  test('submitted offers by outcome with the reasons; the reviews page', async ({ page, app, sandbox, language }) => {
    const j = copyOf(language).jobs;
    await signInAt({ page, app, sandbox, language }, paths.submittedOffers.getHref(), PROVIDER);
    // The offers' own list (the funnel card above it is a list of its steps).
    const offers = page.getByRole('list', { name: copyOf(language).offers.submitted.title, exact: true });
    await expect(offers.getByRole('listitem')).toHaveCount(4);
    await page
      .getByRole('group', { name: copyOf(language).offers.submitted.filter })
      .getByRole('button', { name: copyOf(language).offers.outcome.hired, exact: true })
      .click();
    await expect(page).toHaveURL(/status=hired/);
    await expect(offers.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    await app.goto(paths.reviews.getHref('provider'));
    await expect(page.getByRole('heading', { name: copyOf(language).reviews.aboutProvider.averages })).toBeVisible();
    await app.goto(paths.scheduledWorks.getHref());
    await expect(page.getByRole('heading', { level: 1, name: j.schedule.title })).toBeVisible();
  });
});
