import { COPY } from './auth-helpers';
import { expect, expectAccessible, test, urlStartsWith } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arBalance from '../locales/ar/balance.json';
import arJobs from '../locales/ar/jobs.json';
import arProviderAccount from '../locales/ar/provider-account.json';
import arRequests from '../locales/ar/requests.json';
import arReviews from '../locales/ar/reviews.json';
import enBalance from '../locales/en/balance.json';
import enJobs from '../locales/en/jobs.json';
import enProviderAccount from '../locales/en/provider-account.json';
import enRequests from '../locales/en/requests.json';
import enReviews from '../locales/en/reviews.json';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

/** Typed input in a dialog outlives a session that ends mid-send (docs/sandbox.md "A session that ends mid-send"). */

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  jobs: language === 'ar' ? arJobs : enJobs,
  provider: language === 'ar' ? arProviderAccount : enProviderAccount,
  requests: language === 'ar' ? arRequests : enRequests,
  reviews: language === 'ar' ? arReviews : enReviews,
  balance: language === 'ar' ? arBalance : enBalance,
});
type Copy = ReturnType<typeof copyOf>;

/** The refresh is refused from now on: the next call ends at the role's login, which brings the person back. */
async function sendAsTheSessionEnds(page: Page, send: () => Promise<void>, c: Copy, back: string): Promise<void> {
  await page.evaluate(() => window.__sandbox!.expireSessions());
  // Mostly the send meets the expiry; a call of the screen's own (the unread count) may meet it a moment
  // earlier, and the page leaves before the tap: what was typed is on the device either way.
  const login = urlStartsWith(`${paths.auth.login.getHref('provider')}?next=`);
  await Promise.race([send().catch(() => undefined), page.waitForURL(login)]);
  await expect(page).toHaveURL(login);
  await page.getByLabel(c.auth.login.identifier).fill(DEMO.provider.email);
  await page.getByLabel(c.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === back);
}

test.describe('a session that ends mid-send @one-language', () => {
  test('the top-up amount is back after signing in, and pays once', async ({ page, app, sandbox, language }) => {
    const c = copyOf(language);
    const balance = paths.balance.getHref();
    await signInAt({ page, app, sandbox, language }, balance, DEMO.provider.email);
    const amount = page.getByLabel(c.balance.amount);
    await amount.fill('35');
    const pay = page.getByRole('button', { name: c.balance.pay });
    await sendAsTheSessionEnds(page, () => pay.click(), c, balance);

    await expect(amount).toHaveValue('35');
    await expectAccessible(page);
    await pay.dblclick();
    await page.waitForURL((url) => url.pathname === paths.sandbox.payment.getHref());
    // The payment page's own start brings the sandbox back up before its state can be read.
    await app.ready();
    await expect
      .poll(async () => {
        const payments = (await sandbox.state()).market.payments ?? [];
        return payments.filter((payment) => payment.provider === DEMO.provider.id).map((payment) => payment.amount);
      })
      .toEqual([35]);
    expect(await page.evaluate(() => localStorage.getItem('DIALOG_DRAFT'))).toBeNull();
  });

  test('the rating of the client is back open after signing in, stars and words, and is sent once', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.scheduledWorks.getHref(), DEMO.provider.email);
    const id = await sandbox.createRequest({
      client: DEMO.client.email,
      offers: [{ provider: DEMO.provider.email, price: 40 }],
      hire: DEMO.provider.email,
      completed: true,
    });
    const work = paths.work.getHref(id);
    await app.goto(work);
    await page.getByRole('button', { name: c.jobs.work.rate }).click();
    const rate = page.getByRole('dialog');
    const words = language === 'ar' ? 'عميل محترم ودفع في الموعد' : 'Respectful and paid on time';
    for (const criterion of Object.values(c.reviews.rate.clientCriteria))
      await rate.getByRole('group', { name: criterion }).locator('label').nth(3).click();
    await rate.getByLabel(c.reviews.rateClient.experience).fill(words);
    await sendAsTheSessionEnds(
      page,
      () => rate.getByRole('button', { name: c.reviews.rateClient.submit }).click(),
      c,
      work,
    );

    const back = page.getByRole('dialog');
    await expect(back.getByLabel(c.reviews.rateClient.experience)).toHaveValue(words);
    await expect(back.getByRole('radio', { checked: true })).toHaveCount(
      Object.keys(c.reviews.rate.clientCriteria).length,
    );
    await expectAccessible(page);
    await back.getByRole('button', { name: c.reviews.rateClient.submit }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: c.reviews.rateClient.sent })).toBeVisible();
    const ratings = (await sandbox.state()).market.ratings.filter((rating) => rating.request === id);
    expect(ratings.map((rating) => [rating.experience, Object.values(rating.scores)])).toEqual([[words, [4, 4, 4]]]);
  });
});
