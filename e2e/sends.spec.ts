import { COPY } from './auth-helpers';
import { expect, test } from './fixtures';
import { clientOnLeakRepair } from './request-helpers';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arBalance from '../locales/ar/balance.json';
import arCatalogue from '../locales/ar/catalogue.json';
import arJobs from '../locales/ar/jobs.json';
import arOffers from '../locales/ar/offers.json';
import arProviderAccount from '../locales/ar/provider-account.json';
import arRequests from '../locales/ar/requests.json';
import enBalance from '../locales/en/balance.json';
import enCatalogue from '../locales/en/catalogue.json';
import enJobs from '../locales/en/jobs.json';
import enOffers from '../locales/en/offers.json';
import enProviderAccount from '../locales/en/provider-account.json';
import enRequests from '../locales/en/requests.json';
import { TIMEOUTS } from '../services/api/timeouts';
import { STORAGE_KEYS } from '../store/shared/storage';
import { DEMO } from '../tests/factories';
import type { Locator, Page, Request } from '@playwright/test';

/**
 * Issue #22: every send happens once. A double tap (two clicks 30 ms apart, the CPU slowed 4x as
 * on a mid-range phone) creates one record; offline, nothing is sent and the form says so; back
 * online the same draft goes once, with the key it was given.
 */

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  request: language === 'ar' ? arRequests.form : enRequests.form,
  provider: language === 'ar' ? arProviderAccount : enProviderAccount,
  jobs: language === 'ar' ? arJobs : enJobs,
  catalogue: language === 'ar' ? arCatalogue : enCatalogue,
  answers:
    language === 'ar'
      ? { where: 'شقة', task: 'تسريب حنفية', describe: 'صف العمل المطلوب', description: 'تسريب تحت المغسلة منذ أسبوع' }
      : {
          where: 'Apartment',
          task: 'Dripping tap',
          describe: 'Describe the job',
          description: 'A leak under the sink for a week',
        },
  balance: language === 'ar' ? arBalance : enBalance,
  offers: language === 'ar' ? arOffers : enOffers,
});

type Copy = ReturnType<typeof copyOf>;

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Two taps 30 ms apart, where a thumb would land: the second finds the button as it is then. */
async function doubleTap(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(30);
  await page.mouse.click(x, y);
}

/** The POSTs to one API path that left the page, with their idempotency keys. */
function watchPosts(page: Page, path: string): (string | null)[] {
  const keys: (string | null)[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1/${path}`)
      keys.push(request.headers()['idempotency-key'] ?? null);
  });
  return keys;
}

/** The demo client at the review step of a leak-repair request: the mandatory answers, the saved home, "just planning". */
async function reviewStep(page: Page, c: Copy): Promise<Locator> {
  await page.getByRole('button', { name: c.catalogue.service.start }).first().click();
  const dialog = page.getByRole('dialog');
  const next = () => dialog.getByRole('button', { name: c.request.next, exact: true }).click();
  await dialog.getByRole('radio', { name: c.answers.where }).click();
  await next();
  await dialog.getByText(c.answers.task, { exact: true }).click();
  await next();
  for (let optional = 0; optional < 3; optional += 1) await next();
  await dialog.getByRole('textbox', { name: c.answers.describe }).fill(c.answers.description);
  await next();
  await dialog.getByRole('radio', { name: /شارع الأمير هاشم/ }).click(); // the demo client's saved home
  await dialog.getByRole('radio', { name: c.common.timings.planning }).click();
  await next();
  return dialog;
}

async function clientRequests(page: Page): Promise<number> {
  const state = await page.evaluate(() => window.__sandbox!.state());
  const client = state.accounts.users.find((user) => user.email === DEMO.client.email)!;
  return state.market.requests.filter((request) => request.client === client.id).length;
}

async function providerCounts(page: Page): Promise<{ offers: number; payments: number }> {
  const state = await page.evaluate(() => window.__sandbox!.state());
  const omar = state.accounts.users.find((user) => user.email === DEMO.provider.email)!;
  return {
    offers: state.market.offers.filter((offer) => offer.provider === omar.id).length,
    payments: (state.market.payments ?? []).filter((payment) => payment.provider === omar.id).length,
  };
}

/** The key the request draft for Leak repair (201) holds on the device (REQUEST_DRAFT: the drafts by service). */
function draftKey(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => {
    const drafts = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { idempotencyKey?: string }>;
    return drafts['201']?.idempotencyKey;
  }, STORAGE_KEYS.requestDraft);
}

test.describe('every send happens once @one-language', () => {
  test('a double tap on "Send the request" with the CPU slowed 4x creates one request', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await clientOnLeakRepair({ page, app, sandbox, language }, c);
    const dialog = await reviewStep(page, c);
    const before = await clientRequests(page);
    const posts = watchPosts(page, 'requests/');
    await slowCpu(page);
    await doubleTap(page, dialog.getByRole('button', { name: c.request.review.send }));
    await expect(dialog.getByRole('status').filter({ hasText: c.request.done.title })).toBeVisible({ timeout: 15_000 });
    expect(await clientRequests(page)).toBe(before + 1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a double tap on "Send offer" with the CPU slowed 4x sends one offer', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    const feed = paths.jobOpportunities.getHref();
    await signInAt({ page, app, sandbox, language }, feed, DEMO.provider.email);
    await page.getByRole('article').first().getByRole('link').click();
    const form = page.getByRole('region', { name: c.offers.send.title });
    await form.getByLabel(c.offers.send.price).fill('120');
    const before = await providerCounts(page);
    await slowCpu(page);
    await doubleTap(page, form.getByRole('button', { name: c.offers.send.send }));
    await expect(page.getByRole('region', { name: c.offers.mine.title })).toBeVisible({ timeout: 15_000 });
    expect((await providerCounts(page)).offers).toBe(before.offers + 1);
  });

  test('a double tap on "Continue to payment" with the CPU slowed 4x starts one payment', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.balance.getHref(), DEMO.provider.email);
    await page.getByLabel(c.balance.amount).fill('20');
    const before = await providerCounts(page);
    await slowCpu(page);
    await doubleTap(page, page.getByRole('button', { name: c.balance.pay }));
    await page.waitForURL((url) => url.pathname === paths.sandbox.payment.getHref(), { timeout: 15_000 });
    await app.ready();
    expect((await providerCounts(page)).payments).toBe(before.payments + 1);
  });
});

test.describe('offline @one-language', () => {
  test('a send offline says so at once, sends nothing and keeps everything; back online it goes once with the same key', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await clientOnLeakRepair({ page, app, sandbox, language }, c);
    const dialog = await reviewStep(page, c);
    const before = await clientRequests(page);
    const key = await draftKey(page);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const posts = watchPosts(page, 'requests/');
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    const alert = dialog.getByRole('alert');
    // "At once": within half the app's own wait for an answer, which a send that waited would use.
    await expect(alert).toHaveText(c.messages.OFFLINE, { timeout: TIMEOUTS.callMs / 2 });
    await expect(alert).toBeFocused();
    await expect(dialog.getByText(c.answers.description)).toBeVisible();
    await page.waitForTimeout(1_000); // nothing goes out later behind the user's back
    expect(posts).toEqual([]);
    expect(await clientRequests(page)).toBe(before);

    await page.context().setOffline(false);
    await page.waitForTimeout(1_000);
    expect(posts).toEqual([]);
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    await expect(dialog.getByRole('status').filter({ hasText: c.request.done.title })).toBeVisible();
    expect(posts).toEqual([key]);
    expect(await clientRequests(page)).toBe(before + 1);
  });
});
