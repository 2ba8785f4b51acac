import { expect, expectAccessible, test } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arOffers from '../locales/ar/offers.json';
import enOffers from '../locales/en/offers.json';
import { DEMO_PASSWORD } from '../mocks/data/auth/accounts';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/** Providers work on phones. */
test.use({ viewport: { width: 375, height: 800 } });

const PROVIDER = DEMO.provider.email;

/** "Seen {{ago}}" as a pattern: the time is the browser's, any wording of it. */
const prefixOf = (template: string) => new RegExp(`^${template.split('{{')[0]!.trim()}`);

/** Leave the session as a logout would (the sandbox's state stays), then sign in as `email` at `path`. */
async function signInAs(
  page: Page,
  goto: (path: string) => Promise<void>,
  language: 'ar' | 'en',
  email: string,
  path: string,
) {
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => !key.startsWith('SANDBOX_') && key !== 'COUNTRY' && key !== 'LANGUAGE')
      .forEach((key) => localStorage.removeItem(key)),
  );
  const { auth } = copyFor(language);
  await goto(path);
  await page.waitForURL((url) => url.pathname.endsWith('/auth/login'));
  await page.getByLabel(auth.login.identifier).fill(email);
  await page.getByLabel(auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

test.describe('offer receipts', () => {
  test('a paid offer: the provider sees "Not seen yet", then "Seen" live when the client opens it, then "Contacted" after a WhatsApp tap', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    // Three sign-ins and four screens: a minute on a loaded machine with a trace, not a hang.
    test.slow();
    const offers = language === 'ar' ? arOffers : enOffers;
    await signInAt({ page, app, sandbox, language }, paths.submittedOffers.getHref(), PROVIDER);
    // A paid offer (from the balance, past the free ones): the kind a provider most wants to know was read.
    const request = await sandbox.createRequest({ client: DEMO.client.email });
    await page.evaluate(
      ({ id, email }) => {
        window.__sandbox!.setBalance(email, 10);
        window.__sandbox!.sendOffer(id, email, { price: 70 }, { paid: true });
      },
      { id: request, email: PROVIDER },
    );
    expect((await sandbox.state()).market.offers.find((offer) => offer.request === request)?.charged).toBeGreaterThan(
      0,
    );

    await app.goto(paths.job.getHref(request));
    await app.ready();
    const myOffer = page.getByRole('region', { name: offers.mine.title });
    await expect(myOffer.getByText(offers.receipt.notSeen, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The client opens the offers elsewhere: a quiet frame brings "Seen" to this page, no reload.
    await sandbox.untilListening(PROVIDER);
    await page.evaluate(() => Object.assign(window, { beforeReceipt: true }));
    await page.evaluate((id) => window.__sandbox!.openOffers(id), request);
    await expect(myOffer.getByText(prefixOf(offers.receipt.seen))).toBeVisible();
    expect(await page.evaluate(() => 'beforeReceipt' in window)).toBe(true);
    await expect(page.locator('[data-new-notification]')).toHaveAttribute('data-new-notification', 'false');

    // The client taps WhatsApp on the request's page: the hand-off opens at once (aborted here).
    await page.context().route('https://wa.me/**', (route) => route.abort());
    await signInAs(page, app.goto, language, DEMO.client.email, paths.request.getHref(request));
    await app.ready();
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: offers.whatsapp }).first().click();
    await (await popup).close();
    await expect
      .poll(async () => (await sandbox.state()).market.offers.find((offer) => offer.request === request)?.contacted_at)
      .toEqual(expect.any(String));

    await signInAs(page, app.goto, language, PROVIDER, paths.submittedOffers.getHref());
    await app.ready();
    await expect(page.getByText(prefixOf(offers.receipt.contacted)).first()).toBeVisible();
    await expectAccessible(page);
  });
});
