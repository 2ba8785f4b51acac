import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arBalance from '../locales/ar/balance.json';
import enBalance from '../locales/en/balance.json';
import { formatMoney, ltr } from '../services/shared/format';
import { DEMO } from '../tests/factories';

/** Mobile first: providers check their money on phones. */
test.use({ viewport: { width: 375, height: 740 } });

const HOUR = 60 * 60 * 1000;
const REFERENCE = /[A-Z]{2}-\d{4}-\d+/;

test.describe('credit back of paid offers never seen @one-language', () => {
  test('a paid offer unseen for 48 hours comes back to the balance once, and the history shows it', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = language === 'ar' ? arBalance : enBalance;
    // The balance as every money line of the provider writes it: "JOD 12.500", isolated left to right.
    const money = (sum: number) => ltr(formatMoney(sum, { language, country: 'jo' }));
    // Omar has used today's free offers and pays from his 12.5 JOD.
    await signInAt(
      { page, app, sandbox, language },
      paths.balance.getHref(),
      DEMO.provider.email,
      'provider-paying-from-balance',
    );
    const amount = page.getByTestId('balance-amount');
    await expect(amount).toHaveText(money(12.5));

    const request = await sandbox.createRequest({ client: DEMO.client.email });
    await page.evaluate(({ id, email }) => window.__sandbox!.sendOffer(id, email, { price: 80 }, { paid: true }), {
      id: request,
      email: DEMO.provider.email,
    });
    // The page's first count of the unread (the bell's): what is stored after it is news to this page, brought
    // by the socket or, stored before the socket subscribed, by its catch-up (hooks/notifications/socket-catch-up.ts).
    const counted = page.waitForResponse((response) => response.url().includes('/notifications/unread-count/'));
    await page.reload();
    await counted;
    await expect(amount).toHaveText(money(11.5));
    const history = page.getByRole('region', { name: copy.history.title });
    const rows = history.getByRole('listitem');
    await expect(rows.first()).toContainText(copy.history.kind.offer_paid);
    const paidReference = (await rows.first().locator('bdi[dir=ltr]').textContent()) ?? '';
    expect(paidReference).toMatch(REFERENCE);

    // 48 hours and a minute later, the client never opened it: credited, and the bell says so.
    await page.evaluate((ms) => window.__sandbox!.advanceClock(ms), 48 * HOUR + 60_000);
    await expect(page.locator('[data-new-notification]')).toHaveAttribute('data-new-notification', 'true');
    await page.reload();
    await expect(amount).toHaveText(money(12.5));
    await expect(rows.first()).toContainText(copy.history.kind.credit);
    await expect(rows.first().locator('bdi[dir=ltr]')).toHaveText(paidReference);
    await expectAccessible(page);

    // 48 hours more: nothing more.
    await page.evaluate((ms) => window.__sandbox!.advanceClock(ms), 48 * HOUR);
    await page.reload();
    await expect(amount).toHaveText(money(12.5));
    await expect(rows.filter({ hasText: copy.history.kind.credit })).toHaveCount(1);
    const state = await sandbox.state();
    expect(state.market.ledger?.filter((movement) => movement.kind === 'credit')).toHaveLength(1);
    expect(state.market.notifications.filter((note) => note.kind === 'offer_credited')).toHaveLength(1);
  });
});
