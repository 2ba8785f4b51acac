import { expect, test } from './fixtures';
import { paths } from '../config/paths';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

/** The shell's copy in each project's language (locales/*.json), so assertions read like the screen. */
const COPY = {
  ar: {
    gateTitle: 'أدخل كلمة المرور',
    submit: 'إرسال',
    incorrect: 'كلمة المرور غير صحيحة',
    verify: 'تحقق من كلمة المرور وحاول مرة أخرى',
    notFound: 'الصفحة غير موجودة',
    retry: 'حاول مرة أخرى',
    error: 'خطأ',
    openMenu: 'فتح القائمة',
    signIn: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
  },
  en: {
    gateTitle: 'Enter Password',
    submit: 'Submit',
    incorrect: 'Incorrect password',
    verify: 'Verify password and try again',
    notFound: 'Page not found',
    retry: 'Try again',
    error: 'Error',
    openMenu: 'Open the menu',
    signIn: 'Sign in',
    logout: 'Logout',
  },
} as const;

const SLOW_COUNTRY = { method: 'GET', path: 'common/country-by-code-name/*', delayMs: 1500 };

/** Sign in as the demo client through the real sandbox call, keep the token like the login screen does, reload. */
async function signInAsClient(page: Page, language: 'ar' | 'en'): Promise<void> {
  await page.evaluate(
    async ({ lang, email, password }) => {
      const response = await fetch('/api/v1/auth/token/?country=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { access } = (await response.json()) as { access: string };
      localStorage.setItem('access-token', access);
      // Keep the project's language: the demo user's saved language would otherwise win (spec §1) and reload once.
      const state = window.__sandbox!.state();
      const user = state.accounts.users.find((item) => item.email === email);
      if (user && user.language !== lang) {
        await fetch('/api/v1/auth/user/update/language/?country=1', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
          body: JSON.stringify({ language: lang }),
        });
      }
    },
    { lang: language, email: DEMO.client.email, password: DEMO_PASSWORD },
  );
  await page.reload();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('the shell', () => {
  test('renders the home page in the project language and direction', async ({ page, app, language }) => {
    await app.goto(paths.home.getHref('client'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('has <html lang dir> right before the body is parsed (no flash of the wrong direction)', async ({
    page,
    app,
    language,
  }) => {
    await page.addInitScript(() => {
      const record = () => {
        const html = document.documentElement;
        (window as unknown as { __firstPaint: string }).__firstPaint = `${html.lang}/${html.dir}`;
      };
      new MutationObserver((_records, observer) => {
        if (!document.body) return;
        record();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const expected = language === 'ar' ? 'ar/rtl' : 'en/ltr';
    await page.goto(`${paths.home.getHref('client')}?lang=${language}`, { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      'ar/rtl en/ltr'.includes((window as unknown as { __firstPaint?: string }).__firstPaint ?? '-'),
    );
    expect(await page.evaluate(() => (window as unknown as { __firstPaint: string }).__firstPaint)).toBe(expected);

    // Let the first visit finish starting (the sandbox worker, the start calls) before the next one.
    await app.ready();

    // The stored language alone decides too, on the next visit without ?lang=.
    const other = language === 'ar' ? 'en' : 'ar';
    await page.evaluate((lang) => localStorage.setItem('LANGUAGE', lang), other);
    await page.goto(paths.home.getHref('client'), { waitUntil: 'commit' });
    const paint = await page.waitForFunction(() => (window as unknown as { __firstPaint?: string }).__firstPaint);
    expect(await paint.jsonValue()).toBe(other === 'ar' ? 'ar/rtl' : 'en/ltr');
  });

  test('shows the loading overlay while the country loads, in the client colour @one-language', async ({
    page,
    sandbox,
  }) => {
    await sandbox.prepare({ faults: [SLOW_COUNTRY] });
    // From the first byte: the overlay is in the HTML, and a loaded machine's late load event could
    // come after the slowed lookup has answered.
    await page.goto(paths.home.getHref('client'), { waitUntil: 'commit' });
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page.getByTestId('loading-spinner').locator('path')).toHaveAttribute('stroke', '#4E89DE');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
  });

  test('shows the overlay in the provider colour under /service-providers @one-language', async ({ page, sandbox }) => {
    await sandbox.prepare({ faults: [SLOW_COUNTRY] });
    await page.goto(paths.home.getHref('provider'), { waitUntil: 'commit' });
    await expect(page.getByTestId('loading-spinner').locator('path')).toHaveAttribute('stroke', '#139D86');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
  });

  test('a failed country lookup shows the error toast and a retry that recovers @one-language', async ({
    page,
    sandbox,
    language,
  }) => {
    // Two failures: the first call and its one automatic retry (5xx).
    await sandbox.prepare({
      faults: [
        { method: 'GET', path: 'common/country-by-code-name/*', status: 500, error: 'Country service down', times: 2 },
      ],
    });
    await page.goto(`${paths.home.getHref('client')}?lang=${language}`);
    await expect(page.getByRole('status').filter({ hasText: 'Country service down' })).toBeVisible();
    await expect(page.getByText(COPY[language].error, { exact: true })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.getByRole('button', { name: COPY[language].retry }).click();
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
  });

  test('?lang= switches the language and is kept; an unknown one falls back to Arabic @one-language', async ({
    page,
  }) => {
    await page.goto(`${paths.home.getHref('client')}?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('LANGUAGE'))).toBe('en');

    await page.goto(paths.home.getHref('client'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();

    await page.goto(`${paths.home.getHref('client')}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('LANGUAGE'))).toBe('ar');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${paths.home.getHref('client')}?lang=xx`);
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the password gate: a wrong entry toasts, the right one lets in and is remembered @one-language', async ({
    page,
    app,
    language,
  }) => {
    await page.addInitScript(() => localStorage.setItem('SANDBOX_SITE_PASSWORD', 'open-sesame'));
    await app.goto(paths.home.getHref('client'));
    const copy = COPY[language];
    await expect(page.getByRole('heading', { name: copy.gateTitle })).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveCount(0);

    const field = page.getByLabel(language === 'ar' ? 'كلمة المرور' : 'Password');
    await field.fill('open-sesam');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByText(copy.incorrect)).toBeVisible();
    await expect(page.getByText(copy.verify)).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveCount(0);

    await field.fill('open-sesame');
    await field.press('Enter');
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('PAGE_CONFIG') ?? 'null') as unknown)).toEqual({
      siteUnlocked: true,
    });

    await page.reload();
    await app.ready();
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await expect(page.getByTestId('password-gate')).toHaveCount(0);
  });

  test('search-engine crawlers bypass the password gate @one-language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('SANDBOX_SITE_PASSWORD', 'open-sesame'));
    await page.goto(paths.home.getHref('client'));
    await expect(page.locator('[data-layout="bare"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('password-gate')).toHaveCount(0);
    await context.close();
  });

  test('a notification over the socket lights the bell @one-language', async ({ page, app, language }) => {
    await app.goto(paths.home.getHref('client'));
    await signInAsClient(page, language);
    const bell = page.locator('[data-new-notification]');
    await expect(bell).toHaveAttribute('data-new-notification', 'false');
    // The socket subscribes once it is open: push until one of the user's connections gets it.
    await expect.poll(() => page.evaluate(() => window.__sandbox!.notify(1, 'hello'))).toBeGreaterThan(0);
    await expect(bell).toHaveAttribute('data-new-notification', 'true');
  });

  test('the user menu shows the name and logs out (the language stays)', async ({ page, app, language }) => {
    await app.goto(paths.home.getHref('client'));
    await signInAsClient(page, language);
    const menu = page.getByRole('button', { name: /سارة الخطيب/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveCount(3);
    await page.getByRole('menuitem', { name: COPY[language].logout }).click();
    await expect(page.getByRole('link', { name: COPY[language].signIn })).toBeVisible();
    await expect(page.locator('[data-new-notification]')).toHaveCount(0);
    // Logout clears the device at once, then reloads once the backend answered (or after 3 s): the test ends on
    // the reloaded page (never with the context closing mid-reload), its session gone and its language kept.
    const afterReload = () =>
      page
        .evaluate(() => [
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
          localStorage.getItem('access-token'),
          localStorage.getItem('LANGUAGE'),
        ])
        .catch(() => 'reloading');
    await expect.poll(afterReload).toEqual(['reload', null, language]);
    await app.ready();
  });

  test('the 404 page', async ({ page, app, language }) => {
    await app.goto(`${paths.roleRoot.getHref('client')}/no-such-page`);
    await expect(page.getByRole('heading', { name: COPY[language].notFound })).toBeVisible();
    await expect(page.locator('[data-layout="client-main"]')).toBeVisible();
    // The tab says where the person is: "<page> · <app>" in the page's language.
    await expect(page).toHaveTitle(new RegExp(`^${COPY[language].notFound} · `));
  });

  for (const [path, layout] of [
    [paths.home.getHref('client'), 'bare'],
    [paths.auth.login.getHref('provider'), 'auth'],
    [paths.contactUs.getHref('client'), 'client-main'],
    [paths.contactUs.getHref('provider'), 'provider-main'],
  ] as const) {
    test(`${path} uses the ${layout} layout @one-language`, async ({ page, app }) => {
      await app.goto(path);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
    });
  }

  test('settings pages use the client main layout with the user settings inside @one-language', async ({
    page,
    app,
    language,
  }) => {
    await app.goto(paths.home.getHref('client'));
    await signInAsClient(page, language);
    await page.goto(paths.settings.index.getHref('client'));
    await app.ready();
    await expect(page.locator('[data-layout="client-main"] [data-layout="user-settings"]')).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('header, footer and drawer fit, and the drawer works with the keyboard', async ({ page, app, language }) => {
      await app.goto(paths.home.getHref('client'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const open = page.getByRole('button', { name: COPY[language].openMenu });
      await open.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: COPY[language].signIn })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(open).toBeFocused();
    });
  });
});
