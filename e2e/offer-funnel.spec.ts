import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arOffers from '../locales/ar/offers.json';
import enOffers from '../locales/en/offers.json';
import { formatMoney, ltr } from '../services/shared/format';
import { DEMO } from '../tests/factories';

/** A sum in the one money format (Jordan), isolated left to right. */
const jod = (amount: number, language: 'ar' | 'en') => ltr(formatMoney(amount, { language, country: 'jo' }));

/** Providers work on phones. */
test.use({ viewport: { width: 375, height: 800 } });

const PROVIDER = DEMO.provider.email;
const DAY = 24 * 60 * 60 * 1000;

test.describe('the provider’s funnel on submitted offers', () => {
  test('an offer sent shows as sent, then seen live once the client opens it; a paid one adds to what was spent', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const offers = language === 'ar' ? arOffers : enOffers;
    await signInAt({ page, app, sandbox, language }, paths.submittedOffers.getHref(), PROVIDER);
    // 31 days on: the seed's offers leave the window, the provider starts from nothing sent.
    await page.evaluate((ms) => window.__sandbox!.advanceClock(ms), 31 * DAY);
    const first = await sandbox.createRequest({ client: DEMO.client.email });
    await page.evaluate(({ id, email }) => window.__sandbox!.sendOffer(id, email, { price: 70 }), {
      id: first,
      email: PROVIDER,
    });

    await app.goto(paths.submittedOffers.getHref());
    await app.ready();
    // "Last 30 days" in the language's plural form for 30.
    const titles: Record<string, string> = offers.funnel;
    const title = titles[`title_${new Intl.PluralRules(language).select(30)}`]!.replace('{{count}}', '30');
    const funnel = page.getByRole('region', { name: title });
    const count = (step: string) => funnel.locator(`[data-step="${step}"] [dir="ltr"]`);
    await expect(count('sent')).toHaveText('1');
    await expect(count('seen')).toHaveText('0');
    await expect(count('hired')).toHaveText('0');

    // The client opens the offers elsewhere: the provider's page counts it seen without a reload.
    await sandbox.untilListening(PROVIDER);
    await page.evaluate(() => Object.assign(window, { beforeSeen: true }));
    await page.evaluate((id) => window.__sandbox!.openOffers(id), first);
    await expect(count('seen')).toHaveText('1');
    await expect(funnel.locator('[data-step="seen"]')).toContainText('100%');
    expect(await page.evaluate(() => 'beforeSeen' in window)).toBe(true);
    await expect(funnel.getByText(offers.funnel.spent.replace('{{amount}}', jod(0, language)))).toBeVisible();
    await expectAccessible(page);

    // A paid send (past the free ones, from the balance): what it cost is counted as spent.
    const second = await sandbox.createRequest({ client: DEMO.client.email });
    await page.evaluate(
      ({ id, email }) => {
        window.__sandbox!.setBalance(email, 10);
        window.__sandbox!.sendOffer(id, email, { price: 80 }, { paid: true });
      },
      { id: second, email: PROVIDER },
    );
    await page.reload();
    await app.ready();
    await expect(count('sent')).toHaveText('2');
    await expect(funnel.getByText(offers.funnel.spent.replace('{{amount}}', jod(1, language)))).toBeVisible();
    await expect(funnel.getByText(offers.funnel.credited.replace('{{amount}}', jod(0, language)))).toBeVisible();
    // The list below still shows the offers.
    await expect(page.getByRole('link', { name: new RegExp(offers.submitted.reference) }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
