import { expect, expectAccessible, hrefLike, ANY_ID, test } from './fixtures';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arProfile from '../locales/ar/provider-profile.json';
import arRequests from '../locales/ar/requests.json';
import enProfile from '../locales/en/provider-profile.json';
import enRequests from '../locales/en/requests.json';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/*
 * Sharing a provider's profile and a request's reference (issue 44) at a phone's width: the phone's
 * share sheet, a closed sheet, the clipboard where there is no sheet, and the message shown where
 * there is neither. The browser's parts are stubbed before the app runs; what they were handed is
 * read back from `window.__shared`.
 */
test.use({ viewport: { width: 375, height: 740 } });

type Browser = 'sheet' | 'closed sheet' | 'clipboard' | 'neither';
type Shared = { via: 'sheet' | 'clipboard'; title?: string; text?: string; url?: string };

async function browserWith(page: Page, parts: Browser): Promise<void> {
  await page.addInitScript((mode: Browser) => {
    const shared: Shared[] = [];
    Object.assign(window, { __shared: shared });
    const define = (name: string, value: unknown) =>
      Object.defineProperty(Navigator.prototype, name, { configurable: true, value });
    define(
      'share',
      mode === 'sheet'
        ? async (data: ShareData) => void shared.push({ via: 'sheet', ...data })
        : mode === 'closed sheet'
          ? async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))
          : undefined,
    );
    define(
      'clipboard',
      mode === 'neither'
        ? undefined
        : { writeText: async (text: string) => void shared.push({ via: 'clipboard', text }) },
    );
  }, parts);
}

const sharedOn = (page: Page) => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

test.describe("sharing a provider's profile (issue 44)", () => {
  const profilePath = paths.providerProfile.getHref(DEMO.provider.id);

  test("a guest shares it through the phone's share sheet, in their language", async ({ page, app, language }) => {
    const p = language === 'ar' ? arProfile : enProfile;
    await browserWith(page, 'sheet');
    await app.goto(profilePath);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: p.profile.share }).click();
    await expect.poll(() => sharedOn(page)).toHaveLength(1);
    const [sheet] = await sharedOn(page);
    expect(sheet).toEqual({
      via: 'sheet',
      title: name,
      text: p.profile.shareText.replace('{{name}}', `\u2068${name}\u2069`),
      url: new URL(profilePath, page.url()).href,
    });
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('without a share sheet, the message and link are copied and the copy is announced', async ({
    page,
    app,
    language,
  }) => {
    const p = language === 'ar' ? arProfile : enProfile;
    const { common } = copyFor(language);
    await browserWith(page, 'clipboard');
    await app.goto(profilePath);
    await page.getByRole('button', { name: p.profile.share }).click();
    await expect(page.getByRole('status').filter({ hasText: common.share.copied })).toBeVisible();
    const [copied] = await sharedOn(page);
    expect(copied?.via).toBe('clipboard');
    expect(copied?.text).toMatch(new RegExp(`\\n${new URL(profilePath, page.url()).href}$`));
    await expectAccessible(page, 'share copied');
  });

  test('with neither, the message is shown selected to copy by hand', async ({ page, app, language }) => {
    const p = language === 'ar' ? arProfile : enProfile;
    const { common } = copyFor(language);
    await browserWith(page, 'neither');
    await app.goto(profilePath);
    await page.getByRole('button', { name: p.profile.share }).click();
    const box = page.getByRole('textbox', { name: common.share.select });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(new RegExp(`${new URL(profilePath, page.url()).href}$`));
    expect(await box.evaluate((area: HTMLTextAreaElement) => area.selectionEnd - area.selectionStart)).toBe(
      (await box.inputValue()).length,
    );
    await expectAccessible(page, 'share shown');
  });
});

/** The demo client, signed in on their request 6001, taps "Share the reference" on a browser with `parts`. */
async function shareTheReference(fixtures: Parameters<typeof signInAt>[0], parts: Browser): Promise<void> {
  const { page, language } = fixtures;
  await browserWith(page, parts);
  await signInAt(fixtures, paths.request.getHref(6001), DEMO.client.email);
  await page.getByRole('button', { name: (language === 'ar' ? arRequests : enRequests).details.share }).click();
}

test.describe("sharing a request's reference (issue 44)", () => {
  test("the owner shares the reference left to right and the service's public link", async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const r = language === 'ar' ? arRequests : enRequests;
    await shareTheReference({ page, app, sandbox, language }, 'sheet');
    const reference = (await page.getByRole('main').locator('bdi[dir="ltr"]').first().textContent()) ?? '';
    expect(reference).toMatch(/^JO-\d{4}-\d{6}$/);
    await expect.poll(() => sharedOn(page)).toHaveLength(1);
    const [sheet] = await sharedOn(page);
    expect(sheet?.title).toBe(r.details.shareTitle.replace('{{reference}}', `\u2066${reference}\u2069`));
    expect(sheet?.text).toContain(`\u2066${reference}\u2069`);
    expect(new URL(sheet?.url ?? '').pathname).toMatch(hrefLike(paths.service.getHref('client', ANY_ID)));
    // Nothing of the address or the phone leaves with it.
    expect(JSON.stringify(sheet)).not.toMatch(/\+?962|07\d{8}/);
  });

  test('a closed share sheet is no error: nothing copied, nothing shown @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    await shareTheReference({ page, app, sandbox, language }, 'closed sheet');
    // The click's promise settled; give the rejected sheet a moment to have shown anything it would.
    await page.waitForTimeout(300);
    expect(await sharedOn(page)).toEqual([]);
    const { common } = copyFor(language);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByRole('status').filter({ hasText: common.share.copied })).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: common.share.select })).toHaveCount(0);
  });
});
