import type { Page } from '@playwright/test';

/** Push in the sandbox (issue 35): headless Chromium has no push service, so the Push API is stubbed. */
export const ENDPOINT = 'https://push.example.test/e2e-phone';

/** A Push API that subscribes at once (what a phone's browser does after the permission). */
export async function stubPushManager(page: Page): Promise<void> {
  await page.addInitScript((endpoint) => {
    let subscription: object | null = null;
    const make = () => ({
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'e2e-p256dh', auth: 'e2e-auth' } }),
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    });
    const pushManager = {
      getSubscription: async () => subscription,
      subscribe: async () => (subscription = make()),
    };
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'pushManager', { get: () => pushManager });
  }, ENDPOINT);
}

/** Move the sandbox clock forward to the next `hour`:00 in Amman (UTC+3, no summer time). */
export async function sandboxClockTo(page: Page, hour: number): Promise<void> {
  await page.evaluate((target) => {
    const control = JSON.parse(localStorage.getItem('SANDBOX_CONTROL') ?? '{}') as { clockOffsetMs?: number };
    // Amman's wall clock as UTC fields.
    const amman = new Date(Date.now() + (control.clockOffsetMs ?? 0) + 3 * 3_600_000);
    const next = new Date(amman);
    next.setUTCHours(target, 0, 0, 0);
    if (next <= amman) next.setUTCDate(next.getUTCDate() + 1);
    window.__sandbox!.advanceClock(next.getTime() - amman.getTime());
  }, hour);
}
