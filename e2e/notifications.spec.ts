import { fill } from './auth-helpers';
import { ANY_ID, expect, expectAccessible, hrefLike, test, urlIs } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arContent from '../locales/ar/content.json';
import arNotifications from '../locales/ar/notifications.json';
import arOffers from '../locales/ar/offers.json';
import enCommon from '../locales/en/common.json';
import enContent from '../locales/en/content.json';
import enNotifications from '../locales/en/notifications.json';
import enOffers from '../locales/en/offers.json';
import { DEMO } from '../tests/factories';

/** Mobile first: the bell and the list at 375 px. */
test.use({ viewport: { width: 375, height: 740 } });

const copyOf = (language: 'ar' | 'en') => ({
  common: language === 'ar' ? arCommon : enCommon,
  content: language === 'ar' ? arContent : enContent,
  newOffer: language === 'ar' ? 'عرض جديد على طلبك' : 'New offer on your request',
  hired: language === 'ar' ? 'تم توظيفك' : 'You were hired',
  notifications: language === 'ar' ? arNotifications : enNotifications,
  offers: language === 'ar' ? arOffers : enOffers,
});

test.describe('notifications', () => {
  test('one pushed over the socket lights the bell, appears first on the page, opens its request; mark one and all read', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.myRequests.getHref(), DEMO.client.email);
    const bell = page.locator('[data-new-notification]');
    await expect(bell).toHaveAttribute('data-new-notification', 'false');
    await expect(bell).toHaveAccessibleName(fill(c.common.nav.notificationsUnread, { number: 2 })); // the seed's two unread

    // A provider answers a new request while the client is on another page: the socket tells the tab.
    const request = await sandbox.createRequest({ client: DEMO.client.email });
    await page.evaluate(
      ({ id, email }) => window.__sandbox!.sendOffer(id, email, { price: 80, details: 'Tomorrow morning' }),
      { id: request, email: DEMO.provider.email },
    );
    await expect(bell).toHaveAttribute('data-new-notification', 'true');
    await expect(bell).toHaveAccessibleName(fill(c.common.nav.notificationsUnread, { number: 3 }));

    await bell.click();
    await expect(page).toHaveURL(urlIs(paths.notifications.getHref('client')));
    await expect(page.locator('[data-layout="client-main"]')).toBeVisible();
    await expect(bell).toHaveAttribute('data-new-notification', 'false'); // seen
    const items = page.getByRole('article');
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText('80');
    await expect(items.filter({ hasText: c.notifications.unread })).toHaveCount(3);
    await expectAccessible(page);

    await items.first().getByRole('link', { name: c.newOffer }).click();
    await expect(page).toHaveURL(urlIs(paths.request.getHref(request, 'offers')));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // At its offers: scrolled to, the focus on their heading.
    await expect(page.getByRole('heading', { level: 2, name: c.offers.title })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: c.offers.title })).toBeInViewport();

    await page.goBack();
    await expect(items.filter({ hasText: c.notifications.unread })).toHaveCount(2);
    await items
      .nth(1)
      .getByRole('button', { name: new RegExp(c.notifications.markRead) })
      .click();
    await expect(items.filter({ hasText: c.notifications.unread })).toHaveCount(1);
    await page.getByRole('button', { name: c.notifications.markAll }).click();
    await expect(items.filter({ hasText: c.notifications.unread })).toHaveCount(0);
    await expect(page.getByRole('button', { name: c.notifications.markAll })).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(c.common.nav.notifications);
    const state = await sandbox.state();
    expect(state.market.notifications.filter((note) => note.user === 1 && !note.is_read)).toEqual([]);
  });

  test("a provider's notifications open their side's pages", async ({ page, app, sandbox, language }) => {
    const c = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.notifications.getHref('provider'), DEMO.provider.email);
    await expect(page.locator('[data-layout="provider-main"]')).toBeVisible();
    await expect(page.getByRole('link', { name: c.hired })).toHaveAttribute(
      'href',
      hrefLike(paths.work.getHref(ANY_ID)),
    );
  });
});
