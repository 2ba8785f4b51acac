import { expect, test } from './fixtures';

// The headers `next start` serves on every route (config/security-headers.ts; README "Deploying").
for (const path of ['/clients/homepage', '/service-providers/auth/login', '/clients/no-such-page']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('microphone=(self)');
    for (const feature of ['camera', 'geolocation', 'payment']) expect(headers['permissions-policy']).toContain(`${feature}=()`);
  });
}

test('the pre-paint script runs under the policy: the first frame has the right direction', async ({ page, app }) => {
  for (const [language, dir] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
    await page.goto(`/clients/homepage?lang=${language}`, { waitUntil: 'commit' });
    // Before any bundle has run, only the inline pre-paint script can have set it.
    await page.waitForFunction(() => document.body !== null);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await app.ready();
  }
});
