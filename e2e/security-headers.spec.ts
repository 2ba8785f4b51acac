import { expect, test } from './fixtures';
import { paths } from '../config/paths';

// The headers `next start` serves on every route (config/security-headers.ts; docs/architecture.md "Security headers").
for (const path of [
  paths.home.getHref('client'),
  paths.auth.login.getHref('provider'),
  `${paths.roleRoot.getHref('client')}/no-such-page`,
]) {
  test(`security headers on ${path} @one-language`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('microphone=(self)');
    for (const feature of ['camera', 'geolocation', 'payment'])
      expect(headers['permissions-policy']).toContain(`${feature}=()`);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // This build has no NEXT_PUBLIC_CSP_REPORT_URL and an http site: no reporting, no HSTS.
    expect(csp).not.toMatch(/report-(uri|to)/);
    expect(headers['reporting-endpoints']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
    // Only this page's inline scripts (the pre-paint script and its bootstrap), not every page's.
    expect(scriptSrc?.split(' ').length).toBeLessThanOrEqual(5);
    expect(csp.length).toBeLessThan(1500);
  });
}

test('each page is sent its own hashes; hashed static files get no policy @one-language', async ({ request, page }) => {
  const scriptSrcOf = async (path: string) =>
    ((await request.get(path)).headers()['content-security-policy'] ?? '')
      .split('; ')
      .find((d) => d.startsWith('script-src ')) ?? '';
  const [home, login, offer] = await Promise.all(
    [paths.home.getHref('client'), paths.auth.login.getHref('client'), paths.offer.getHref(123)].map(scriptSrcOf),
  );
  expect(new Set([home, login, offer]).size).toBe(3);
  expect(offer).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/')) scripts.push(response.url());
  });
  await page.goto(paths.home.getHref('client'));
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0] ?? '');
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-security-policy']).toBeUndefined();
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test('the pre-paint script runs under the policy: the first frame has the right direction @one-language', async ({
  page,
  app,
}) => {
  for (const [language, dir] of [
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ] as const) {
    await page.goto(`${paths.home.getHref('client')}?lang=${language}`, { waitUntil: 'commit' });
    // Before any bundle has run, only the inline pre-paint script can have set it.
    await page.waitForFunction(() => document.body !== null);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await app.ready();
  }
});
