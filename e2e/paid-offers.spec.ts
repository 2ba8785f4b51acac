import { fill } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arBalance from '../locales/ar/balance.json';
import arOffers from '../locales/ar/offers.json';
import enBalance from '../locales/en/balance.json';
import enOffers from '../locales/en/offers.json';
import { arabicOf } from '../mocks/shared/messages-ar';
import { formatMoney, ltr } from '../services/shared/format';
import { DEMO } from '../tests/factories';

/** A sum in the one money format (Jordan), isolated left to right. */
const jod = (amount: number, language: 'ar' | 'en') => ltr(formatMoney(amount, { language, country: 'jo' }));

/** Providers send offers from their phones. */
test.use({ viewport: { width: 375, height: 800 } });

const PROVIDER = DEMO.provider.email;
const copyOf = (language: 'ar' | 'en') =>
  language === 'ar' ? { offers: arOffers, balance: arBalance } : { offers: enOffers, balance: enBalance };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template's words before its first value, e.g. "Free (" of "Free ({{left}} of {{perDay}} left today)". */
const opening = (template: string) => new RegExp(`^${escaped(template.split('{{')[0]!)}`);
/** The credit-back promise as the sandbox's balance words it (`credit_after_hours` 48: Arabic's plural for 11–99). */
const creditRule = (language: 'ar' | 'en') =>
  fill(language === 'ar' ? arOffers.send.creditRule_many : enOffers.send.creditRule_other, { count: 48 });

test.describe('every cost shown before it is spent (issue 34)', () => {
  test('with free offers left, the form says the offer is free before the tap', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { offers } = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.balance.getHref(), PROVIDER);
    const job = await sandbox.createRequest({ client: DEMO.client.email });
    await app.goto(paths.job.getHref(job));
    const form = page.getByRole('region', { name: offers.send.title });
    await expect(form.getByText(opening(offers.send.costFree))).toBeVisible();
    await expect(form.getByText(creditRule(language))).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the day’s first paid offer asks, the second does not', async ({ page, app, sandbox, language }) => {
    const { offers } = copyOf(language);
    // Omar has used today's free offers and pays from his 12.5 JOD.
    await signInAt({ page, app, sandbox, language }, paths.balance.getHref(), PROVIDER, 'provider-paying-from-balance');
    const [first, second] = [
      await sandbox.createRequest({ client: DEMO.client.email }),
      await sandbox.createRequest({ client: DEMO.client.email }),
    ];
    await app.goto(paths.job.getHref(first));
    const form = page.getByRole('region', { name: offers.send.title });
    await expect(form.getByText(fill(offers.send.costPaid, { cost: jod(1, language) }))).toBeVisible();
    await expect(form.getByText(creditRule(language))).toBeVisible();
    await form.getByLabel(offers.send.price).fill('60');
    await form.getByRole('button', { name: offers.send.send }).click();
    const confirm = page.getByRole('dialog', { name: offers.send.confirmTitle });
    await expect(confirm).toContainText(jod(1, language));
    await expectAccessible(page);
    await confirm.getByRole('button', { name: offers.send.notNow }).click();
    await expect(confirm).toHaveCount(0);
    expect((await sandbox.state()).market.offers.filter((offer) => offer.request === first)).toEqual([]);

    await form.getByRole('button', { name: offers.send.send }).click();
    await confirm.getByRole('button', { name: offers.send.confirm }).click();
    await expect(page.getByRole('region', { name: offers.mine.title })).toBeVisible();

    await app.goto(paths.job.getHref(second));
    await expect(form.getByText(fill(offers.send.costPaid, { cost: jod(1, language) }))).toBeVisible();
    await form.getByLabel(offers.send.price).fill('70');
    await form.getByRole('button', { name: offers.send.send }).click();
    await expect(page.getByRole('region', { name: offers.mine.title })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    const sent = (await sandbox.state()).market.offers.filter((offer) => [first, second].includes(offer.request));
    expect(sent.map((offer) => [offer.price, offer.paid_with])).toEqual([
      [60, 'balance'],
      [70, 'balance'],
    ]);
  });

  test('a limit set on the spending-limit page refuses the next paid send, naming it, with the way to change it', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { offers, balance } = copyOf(language);
    await signInAt(
      { page, app, sandbox, language },
      paths.spendingLimit.getHref(),
      PROVIDER,
      'provider-paying-from-balance',
    );
    await page.getByRole('radio', { name: balance.cap.some }).check();
    await page.getByLabel(balance.cap.label).fill('1');
    await page.getByRole('button', { name: balance.cap.save }).click();
    await expect(page.getByText(fill(balance.cap.saved, { cap: jod(1, language) }))).toBeVisible();
    await expectAccessible(page);

    // One paid offer today already: the limit of 1 JOD is spent.
    const [paid, next] = [
      await sandbox.createRequest({ client: DEMO.client.email }),
      await sandbox.createRequest({ client: DEMO.client.email }),
    ];
    await page.evaluate(({ id, email }) => window.__sandbox!.sendOffer(id, email, { price: 50 }, { paid: true }), {
      id: paid,
      email: PROVIDER,
    });
    await app.goto(paths.job.getHref(next));
    const form = page.getByRole('region', { name: offers.send.title });
    await expect(form.getByText(fill(offers.send.capReached, { cap: jod(1, language) }))).toBeVisible();
    await form.getByLabel(offers.send.price).fill('45');
    await form.getByRole('button', { name: offers.send.send }).click();
    const english = 'Your daily spending limit of 1 JOD is reached';
    await expect(form.getByRole('alert')).toHaveText(language === 'ar' ? arabicOf(english)! : english);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const change = form.getByRole('link', { name: offers.send.changeCap });
    await expect(change).toHaveCount(2);
    await expectAccessible(page);
    expect((await sandbox.state()).market.offers.filter((offer) => offer.request === next)).toEqual([]);
    await change.last().click();
    await page.waitForURL((url) => url.pathname === paths.spendingLimit.getHref());
    await expect(page.getByRole('radio', { name: balance.cap.some })).toBeChecked();
  });
});
