import { expect, expectAccessible, test } from './fixtures';
import { sandboxClockTo, stubPushManager } from './push-helpers';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arNotifications from '../locales/ar/notifications.json';
import arOffers from '../locales/ar/offers.json';
import enNotifications from '../locales/en/notifications.json';
import enOffers from '../locales/en/offers.json';
import { DEMO } from '../tests/factories';
import type { BrowserContext, Page, Worker } from '@playwright/test';

/*
 * A push reaches the app's own worker (issue 35): the sandbox build registers public/sw.js with the
 * push part (public/sw-push.js; the sandbox build has a VAPID key, config/sandbox-worker.ts). A push
 * delivered by Chromium's DevTools protocol, as a push service would, and one the sandbox sends to
 * this browser's subscription both show a notification in the payload's language; its tap takes the
 * open window to its page. The tap is dispatched, not clicked: a headless browser shows no notification
 * to click (and CDP has no command for it), so the test does what the browser does on a click, in the
 * worker: a `notificationclick` event carrying the shown notification. Such an event has no user
 * activation, so focus and openWindow are refused as they would be after a click without it; the open
 * window's navigation needs none (the tap's other paths: tests/sw-push.test.ts).
 */

/** An open job in the demo provider's services (request 6011, mocks/data/requests/requests.ts) and its client's words. */
const JOB = { id: 6011, description: 'المجلى مسدود تماماً.' };

interface Shown {
  title: string;
  body: string;
  lang: string;
  dir: string;
  url: string;
}

/** The app's service worker (public/sw.js), from the browser's side. */
async function appWorker(context: BrowserContext): Promise<Worker> {
  const ours = (worker: Worker) => worker.url().includes('/sw.js?');
  return context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', { predicate: ours }));
}

/** Tap the shown notification for this page, as the browser does on a click: a notificationclick in the worker. */
async function tapNotification(context: BrowserContext, url: string): Promise<void> {
  const worker = await appWorker(context);
  await worker.evaluate(async (target) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent: (event: Event) => boolean;
    };
    const shown = await scope.registration.getNotifications();
    const notification = shown.find((one) => (one.data as { url?: string } | null)?.url === target);
    if (!notification) throw new Error(`no notification shown for ${target}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, url);
}

/** The notifications the worker is showing now. */
async function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, lang, dir, data }) => ({
      title,
      body,
      lang,
      dir,
      url: (data as { url: string }).url,
    }));
  });
}

/** A push as the push service delivers it to this origin's worker (DevTools' ServiceWorker.deliverPushMessage). */
async function deliverPush(page: Page, context: BrowserContext, payload: Record<string, string>): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const scope = new URL('/', page.url()).href;
      const ours = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registered,
    data: JSON.stringify(payload),
  });
}

async function signedInProvider(
  page: Page,
  fixtures: Parameters<typeof signInAt>[0] & { context: BrowserContext },
  path: string,
): Promise<void> {
  await fixtures.context.grantPermissions(['notifications']);
  await signInAt(fixtures, path, DEMO.provider.email);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(script).toMatch(/\/sw\.js\?v=[^&]+&sandbox=1&push=1$/);
}

test.describe('push delivery to the app worker (issue 35)', () => {
  test('a push from the push service shows its notification, in its language; its tap opens the job', async ({
    page,
    context,
    app,
    sandbox,
    language,
  }) => {
    const settings = paths.settings.index.getHref('provider');
    await signedInProvider(page, { page, context, app, sandbox, language }, settings);
    const url = paths.job.getHref(JOB.id);
    const title = language === 'ar' ? 'طلب جديد في خدماتك' : 'A new job in your services';
    await deliverPush(page, context, {
      title,
      body: 'Amman',
      url,
      kind: 'new_job',
      tag: `new_job-${JOB.id}`,
      language,
    });
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({ title, body: 'Amman', lang: language, dir: language === 'ar' ? 'rtl' : 'ltr', url });

    // The tap: the window open on the settings goes to the job, no new one opens, the notification closes.
    await tapNotification(context, url);
    await page.waitForURL((current) => current.pathname === url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(JOB.description, { exact: true }).first()).toBeVisible();
    expect(context.pages()).toEqual([page]);
    await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.url)).not.toContain(url);
    await app.ready();
    await expectAccessible(page);
  });

  test("the sandbox's push to this browser's subscription is shown by the same worker @one-language", async ({
    page,
    context,
    app,
    sandbox,
    language,
  }) => {
    const copy = (language === 'ar' ? arNotifications : enNotifications).device;
    await stubPushManager(page);
    const settings = paths.settings.notifications.getHref('provider');
    await signedInProvider(page, { page, context, app, sandbox, language }, settings);
    await page.getByRole('button', { name: copy.turnOn, exact: true }).click();
    await expect(page.getByText(copy.on, { exact: true })).toBeVisible();
    await sandboxClockTo(page, 12);
    const sent = await page.evaluate(
      (email) => window.__sandbox!.push(email, { kind: 'new_job', request: 6001 }),
      DEMO.provider.email,
    );
    expect(sent).toHaveLength(1);
    await expect
      .poll(async () => (await shownNotifications(page)).map(({ url, lang }) => ({ url, lang })))
      .toEqual([{ url: paths.job.getHref(6001), lang: language }]);

    // Logout on this shared phone: the backend forgets this device's subscription with the session.
    await page
      .getByRole('navigation', { name: copyFor(language).settings.menu.label })
      .getByRole('button', { name: copyFor(language).settings.menu.logout })
      .click();
    await page.waitForURL((url) => !url.pathname.includes('/settings'));
    await expect.poll(() => page.evaluate(() => window.__sandbox!.state().push?.subscriptions ?? [])).toEqual([]);
  });

  test("a client's new-offer push is shown in their language; its tap opens the request's offers (issue 44)", async ({
    page,
    context,
    app,
    sandbox,
    language,
  }) => {
    await context.grantPermissions(['notifications']);
    await signInAt({ page, app, sandbox, language }, paths.settings.notifications.getHref('client'), DEMO.client.email);
    const url = paths.request.getHref(6001);
    const title = language === 'ar' ? 'عرض جديد على طلبك' : 'New offer on your request';
    await deliverPush(page, context, {
      title,
      body: '25 JOD',
      url,
      kind: 'new_offer',
      tag: 'new_offer-6001',
      language,
    });
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({ title, body: '25 JOD', lang: language, dir: language === 'ar' ? 'rtl' : 'ltr', url });

    await tapNotification(context, url);
    await page.waitForURL((current) => current.pathname === url);
    await expect(
      page.getByRole('heading', { level: 2, name: (language === 'ar' ? arOffers : enOffers).title }),
    ).toBeVisible();
    expect(context.pages()).toEqual([page]);
    await app.ready();
    await expectAccessible(page);
  });
});
