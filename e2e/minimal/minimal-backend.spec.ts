import arNotifications from '../../locales/ar/notifications.json';
import arOffers from '../../locales/ar/offers.json';
import { ANY_ID, expect, hrefLike, test, urlIs } from '../fixtures';
import { copyOf, next } from '../request-helpers';
import { copyFor, fill } from '../settings-helpers';
import { callAs, lastCode, resetBackend } from './backend';
import { paths } from '../../config/paths';
import arRequests from '../../locales/ar/requests.json';
import enNotifications from '../../locales/en/notifications.json';
import enOffers from '../../locales/en/offers.json';
import enRequests from '../../locales/en/requests.json';
import { SUB } from '../../mocks/data/catalogue/catalogue';
import { UNKNOWN_ICON, UNKNOWN_STATUS } from '../../mocks/profiles/minimal';
import { DEMO, DEMO_PASSWORD } from '../../tests/factories';
import type { Locator, Page } from '@playwright/test';

/**
 * The live build against a backend that sends only what the spec documents (and, of our calls, what
 * the app requires), errors in DRF's shapes, cities as a plain list, a request of a status the app
 * does not know, a category icon it does not draw, and no `Idempotency-Key` allowed by CORS
 * (scripts/sandbox-api.mjs --profile minimal; playwright.minimal.config.ts starts both servers).
 */

type Copy = ReturnType<typeof copyFor>;

/** Plumbing (mocks/data/catalogue/trades.ts). */
const PLUMBING = 2;

/** The demo users' saved language is the project's (a saved Arabic would reload an English run, §1). */
test.beforeEach(async ({ language }) => {
  await resetBackend(language === 'en' ? 'users-speak-english' : undefined);
});

async function signInWithPassword(page: Page, { auth }: Copy, email: string): Promise<void> {
  await page.getByLabel(auth.login.identifier).fill(email);
  await page.getByLabel(auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

/**
 * Start the request and answer whatever is asked, the first choice or a word, up to where and when:
 * what the minimal backend leaves out of a question (is it mandatory, multiple) the form reads leniently.
 */
async function answerQuestions(page: Page, c: ReturnType<typeof copyOf>): Promise<Locator> {
  await page.getByRole('button', { name: c.catalogue.service.start }).first().click();
  const dialog = page.getByRole('dialog');
  const whereAndWhen = dialog.getByRole('group', { name: c.request.details.address });
  for (let number = 1; number <= 12 && !(await whereAndWhen.isVisible()); number += 1) {
    await expect(dialog.getByText(fill(c.request.questionsLabel, { number }), { exact: true })).toBeVisible();
    // Chips keep their input visually hidden: a person taps its label.
    const choice = dialog.locator('label').filter({ has: page.locator('input[type=radio], input[type=checkbox]') });
    const text = dialog.getByRole('textbox');
    await expect(choice.or(text).first()).toBeVisible();
    if (await choice.first().isVisible()) await choice.first().click();
    else await text.first().fill('2');
    await next(dialog, c);
    await expect(dialog.getByText(fill(c.request.questionsLabel, { number }), { exact: true })).toBeHidden();
  }
  await expect(whereAndWhen).toBeVisible();
  return dialog;
}

test.describe('the live build against the minimal backend', () => {
  test('starts, shows the catalogue, signs in with a password; the profile and addresses screens work', async ({
    page,
    app,
    language,
  }) => {
    const copy = copyFor(language);
    const { settings } = copy;
    const pick = (ar: string, en: string) => (language === 'ar' ? ar : en);

    // The start needs only the country's id and code_name: the home page and its catalogue show. The
    // catalogue is ours and its names optional: sent without them, a category reads as its number.
    await app.goto(paths.home.getHref('client'));
    const category = (id: number) => page.locator(`a[href="${paths.category.getHref('client', id)}"]`).first();
    await expect(category(PLUMBING)).toContainText(`#${PLUMBING}`);
    // Gardening comes with an icon the app does not draw: it is listed all the same.
    await expect(category(UNKNOWN_ICON.category)).toContainText(`#${UNKNOWN_ICON.category}`);

    await app.goto(paths.auth.login.getHref('client', { next: paths.settings.editProfile.getHref('client') }));
    await signInWithPassword(page, copy, DEMO.client.email);
    await expect(page).toHaveURL(urlIs(paths.settings.editProfile.getHref('client')));
    await app.ready();
    await expect(page.getByRole('heading', { level: 1, name: settings.editProfile.title })).toBeVisible();
    await expect(page.getByLabel(settings.editProfile.firstName)).toHaveValue('سارة');
    await expect(page.getByLabel(settings.editProfile.email)).toHaveValue(DEMO.client.email);

    // Addresses: the cities come as a plain JSON array (pagination off), the neighbourhoods as a page.
    await page
      .getByRole('navigation', { name: settings.menu.label })
      .getByRole('link', { name: settings.menu.addresses })
      .click();
    await expect(page).toHaveURL(urlIs(paths.settings.addresses.getHref('client')));
    await app.ready();
    await expect(page.getByRole('heading', { level: 1, name: settings.addresses.title })).toBeVisible();
    await page.getByRole('button', { name: settings.addresses.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: settings.addresses.addTitle });
    await dialog.getByLabel(settings.addresses.city, { exact: true }).selectOption({ label: pick('عمّان', 'Amman') });
    await dialog
      .getByLabel(settings.addresses.neighborhood, { exact: true })
      .selectOption({ label: pick('خلدا', 'Khalda') });
    await dialog.getByLabel(settings.addresses.name, { exact: true }).fill('بيت العائلة');
    await dialog.getByRole('button', { name: settings.addresses.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(settings.addresses.added)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'بيت العائلة', exact: true })).toBeVisible();

    // A build without push (no VAPID key): no notification settings in the menu, and the page, opened
    // anyway, says why and where the notifications are, with no form.
    const menu = page.getByRole('navigation', { name: settings.menu.label });
    await expect(menu.getByRole('link', { name: settings.menu['close-account'] })).toBeVisible();
    await expect(menu.locator(`a[href="${paths.settings.notifications.getHref('client')}"]`)).toHaveCount(0);
    await expect(menu.getByRole('link', { name: settings.menu.notifications, exact: true })).toHaveCount(0);
    await app.goto(paths.settings.notifications.getHref('client'));
    const notifications = (language === 'ar' ? arNotifications : enNotifications).settings;
    await expect(page.getByTestId('notification-settings-not-offered')).toContainText(notifications.noPush);
    await expect(page.getByRole('link', { name: notifications.seeAll })).toHaveAttribute(
      'href',
      paths.notifications.getHref('client'),
    );
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  test('signs in with a WhatsApp code, changes the language and logs out', async ({ page, app, language }) => {
    const copy = copyFor(language);
    const { auth, settings, common } = copy;
    const other = language === 'ar' ? 'en' : 'ar';

    await app.goto(paths.auth.login.getHref('client', { next: paths.settings.index.getHref('client') }));
    await page.getByRole('button', { name: auth.login.withPhone }).click();
    await page.getByLabel(auth.phone.label).fill(`0${DEMO.client.phone.slice(4)}`);
    await page.getByRole('button', { name: auth.phone.sendCode }).click();
    const code = page.getByLabel(fill(auth.otp.label, { digits: 6 }));
    await expect(code).toBeFocused(); // the code was sent
    await code.fill(await lastCode(DEMO.client.phone));
    await expect(page).toHaveURL(urlIs(paths.settings.index.getHref('client')));
    await app.ready();

    await page
      .getByRole('navigation', { name: settings.menu.label })
      .getByRole('button', { name: settings.menu.language })
      .click();
    const dialog = page.getByRole('dialog', { name: settings.language.title });
    await dialog.getByRole('radio', { name: other === 'ar' ? 'العربية' : 'English' }).check();
    await dialog.getByRole('button', { name: common.actions.confirm }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const then = copyFor(other);
    await expect(page.getByRole('navigation', { name: then.settings.menu.label })).toBeVisible();

    await page
      .getByRole('navigation', { name: then.settings.menu.label })
      .getByRole('button', { name: then.settings.menu.logout })
      .click();
    await expect(page).toHaveURL(urlIs(paths.home.getHref('client')));
    await app.ready();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  });

  test("sends a request (no Idempotency-Key: CORS refuses it); a provider's offer is seen and hired", async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    const requests = language === 'ar' ? arRequests : enRequests;
    await app.goto(paths.auth.login.getHref('client', { next: paths.service.getHref('client', SUB.leakRepair) }));
    await signInWithPassword(page, copyFor(language), DEMO.client.email);
    await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
    await app.ready();

    const dialog = await answerQuestions(page, c);
    await dialog.getByRole('radio', { name: /المنزل/ }).check();
    await dialog.getByRole('radio', { name: c.common.timings.urgent }).click();
    await next(dialog, c);
    // Sent without the header the backend's CORS does not allow: with it, the browser would refuse the call.
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    const sent = dialog.getByRole('status').filter({ hasText: c.request.done.title });
    await expect(sent).toBeVisible();
    // The created request's answer carries no id (all of it is optional): the link goes to My requests,
    // where the newest request, waiting for offers, is first after the one of the unknown status.
    await sent.getByRole('link', { name: c.request.done.viewAll, exact: true }).click();
    await expect(page).toHaveURL(urlIs(paths.myRequests.getHref()));
    await app.ready();
    await page
      .getByRole('link', { name: new RegExp(requests.status.open) })
      .first()
      .click();
    await expect(page).toHaveURL((url) => hrefLike(paths.request.getHref(ANY_ID)).test(url.pathname));
    await app.ready();
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());

    // The provider answers through the API, as the provider's own app would.
    const offer = await callAs(DEMO.provider.email, DEMO_PASSWORD, 'POST', `requests/${requestId}/offers/`, {
      price: 70,
      details: 'Can come tomorrow',
    });
    expect(offer.status).toBe(201);
    await page.reload();
    await app.ready();
    const offers = page.getByRole('region', { name: (language === 'ar' ? arOffers : enOffers).title });
    await expect(offers.getByRole('article')).toHaveCount(1);
    await offers.getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).hire }).click();
    const confirm = page.getByRole('dialog', {
      name: new RegExp((language === 'ar' ? arOffers : enOffers).hireTitle.split('{{')[0]!),
    });
    await confirm.getByRole('button', { name: (language === 'ar' ? arOffers : enOffers).hire }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(offers.getByText((language === 'ar' ? arOffers : enOffers).hired, { exact: true })).toBeVisible();

    // My requests: the backend's request of a status the app does not know is listed, neutrally.
    await app.goto(paths.myRequests.getHref());
    const odd = page.getByRole('link', { name: new RegExp(requests.status.unknown) });
    await expect(odd).toHaveAttribute('href', paths.request.getHref(UNKNOWN_STATUS.id));
    await expect(page.getByRole('link', { name: new RegExp(requests.status.provider_hired) }).first()).toBeVisible();
  });

  test('the submitted offers list shows; of the funnel, only what the backend must send (sent)', async ({
    page,
    app,
    language,
  }) => {
    const offers = language === 'ar' ? arOffers : enOffers;
    await app.goto(paths.auth.login.getHref('provider', { next: paths.submittedOffers.getHref() }));
    await signInWithPassword(page, copyFor(language), DEMO.provider.email);
    await expect(page).toHaveURL(urlIs(paths.submittedOffers.getHref()));
    await app.ready();
    await expect(page.getByRole('link', { name: new RegExp(offers.submitted.reference) }).first()).toBeVisible();
    // The designed funnel answered with `sent` alone: that step, no other, no amounts.
    const funnel = page.getByRole('region', { name: /30/ });
    await expect(funnel.locator('[data-step]')).toHaveCount(1);
    await expect(funnel.locator('[data-step="sent"]')).toBeVisible();
    await expect(funnel.getByText(offers.funnel.spent.split(':')[0]!)).toHaveCount(0);
  });

  test('a send refused by the spending limit: the backend\'s text, no "Change the limit" (its 402 has no code)', async ({
    page,
    app,
    language,
  }) => {
    const offers = language === 'ar' ? arOffers : enOffers;
    // Omar has used today's free offers and pays from his balance; his limit is 1 JOD, spent by one paid offer.
    await resetBackend('provider-paying-from-balance');
    const asOmar = (method: string, path: string, body?: unknown) =>
      callAs(DEMO.provider.email, DEMO_PASSWORD, method, path, body);
    if (language === 'en')
      expect((await asOmar('PUT', 'auth/user/update/language/', { language: 'en' })).status).toBe(200);
    expect((await asOmar('PATCH', 'provider/balance/', { daily_spend_cap: 1 })).status).toBe(200);
    const feed = (await asOmar('GET', 'jobs/opportunities/')).body as { results: { id: number }[] };
    const [paid, refused] = feed.results.map((job) => job.id);
    expect((await asOmar('POST', `requests/${paid}/offers/`, { price: 50 })).status).toBe(201);

    await app.goto(paths.auth.login.getHref('provider', { next: paths.job.getHref(refused!) }));
    await signInWithPassword(page, copyFor(language), DEMO.provider.email);
    await expect(page).toHaveURL(urlIs(paths.job.getHref(refused!)));
    await app.ready();
    const form = page.getByRole('region', { name: offers.send.title });
    await form.getByLabel(offers.send.price).fill('45');
    await form.getByRole('button', { name: offers.send.send }).click();
    await expect(form.getByRole('alert')).toContainText(
      language === 'ar' ? 'حد الإنفاق اليومي' : 'daily spending limit',
    );
    await expect(form.getByRole('link', { name: offers.send.changeCap })).toHaveCount(0);
    await expect(form.getByLabel(offers.send.price)).toHaveValue('45');
  });
});
