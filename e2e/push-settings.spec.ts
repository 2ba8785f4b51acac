import { expect, expectAccessible, test } from './fixtures';
import { ENDPOINT, sandboxClockTo, stubPushManager } from './push-helpers';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arNotifications from '../locales/ar/notifications.json';
import enNotifications from '../locales/en/notifications.json';
import { DEMO } from '../tests/factories';

/*
 * Notification settings and push opt-in (issue 35) on the sandbox build, which has the sandbox's
 * VAPID key (config/sandbox-worker.ts). Headless Chromium has no push service: the Push API is
 * stubbed in the page, the sandbox records what it would send (docs/sandbox.md `push`, `pushes`).
 * The real worker's push: e2e/push-delivery.spec.ts.
 */

const route = paths.settings.notifications.getHref('provider');
/** Mobile first: providers set this on their phones. */
test.use({ viewport: { width: 375, height: 800 } });

test.describe('push settings (issue 35) @one-language', () => {
  test('changes not saved survive a reload; once saved, a reload shows the saved values', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = (language === 'ar' ? arNotifications : enNotifications).settings;
    await signInAt({ page, app, sandbox, language }, route, DEMO.provider.email);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    const seen = page.getByLabel(copy.event.offer_seen, { exact: true });
    const from = page.getByLabel(copy.quietStart, { exact: true });
    await expect(seen).toBeChecked();
    await expect(from).toHaveValue('22:00');
    await expectAccessible(page);
    await seen.uncheck();
    await from.fill('23:30');
    // Not saved yet: a reload keeps the change (the user's draft), the server has nothing of it.
    await page.reload();
    await app.ready();
    await expect(seen).not.toBeChecked();
    await expect(from).toHaveValue('23:30');
    expect((await sandbox.state()).push?.preferences[String(DEMO.provider.id)]).toBeUndefined();
    await page.getByRole('button', { name: copy.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.saved })).toBeVisible();
    // Saved: the draft is gone, the next reload shows what the server keeps.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('DIALOG_DRAFT') ?? ''))
      .not.toContain('notification-settings');
    await page.reload();
    await app.ready();
    await expect(page.getByLabel(copy.event.offer_seen, { exact: true })).not.toBeChecked();
    await expect(page.getByLabel(copy.event.hired, { exact: true })).toBeChecked();
    await expect(page.getByLabel(copy.quietStart, { exact: true })).toHaveValue('23:30');
    await expect(page.getByLabel(copy.quietEnd, { exact: true })).toHaveValue('07:00');
  });

  test('opting in registers this device; a push inside the quiet hours is not sent', async ({
    page,
    context,
    app,
    sandbox,
    language,
  }) => {
    const copy = (language === 'ar' ? arNotifications : enNotifications).device;
    await context.grantPermissions(['notifications']);
    await stubPushManager(page);
    await signInAt({ page, app, sandbox, language }, route, DEMO.provider.email);
    await expect(page.getByText(copy.off, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: copy.turnOn, exact: true }).click();
    await expect(page.getByText(copy.on, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await app.ready();
    const subscriptions = await page.evaluate(() => window.__sandbox!.state().push?.subscriptions ?? []);
    expect(subscriptions).toEqual([
      expect.objectContaining({ user: DEMO.provider.id, endpoint: ENDPOINT, language, role: 'provider' }),
    ]);

    // Noon in Amman: sent, in the device's language, opening the job.
    await sandboxClockTo(page, 12);
    const sent = await page.evaluate(
      (email) => window.__sandbox!.push(email, { kind: 'new_job', request: 6001 }),
      DEMO.provider.email,
    );
    expect(sent.map((push) => [push.endpoint, push.payload.url, push.payload.language])).toEqual([
      [ENDPOINT, paths.job.getHref(6001), language],
    ]);
    // 23:00 in Amman, inside the default quiet hours (22:00–07:00): nothing is sent.
    await sandboxClockTo(page, 23);
    const quiet = await page.evaluate(
      (email) => window.__sandbox!.push(email, { kind: 'new_job', request: 6001 }),
      DEMO.provider.email,
    );
    expect(quiet).toEqual([]);
    expect(await page.evaluate((email) => window.__sandbox!.pushes(email).length, DEMO.provider.email)).toBe(1);
  });
});
