import { expect, test } from './fixtures';

const NAMES = {
  ar: { plumbing: 'السباكة', leak: 'إصلاح التسريبات', testimonial: 'ديما ع.' },
  en: { plumbing: 'Plumbing', leak: 'Leak repair', testimonial: 'Dima A.' },
} as const;

test.describe('the catalogue', () => {
  test('the home page shows the seeded categories and testimonials in the project language', async ({ page, app, language }) => {
    await app.goto('/clients/homepage');
    const plumbing = page.getByRole('link', { name: new RegExp(NAMES[language].plumbing) });
    await expect(plumbing).toBeVisible();
    await expect(page.getByText(NAMES[language].testimonial)).toBeVisible();
    await plumbing.click();
    await expect(page).toHaveURL(/\/clients\/services#category-2$/);
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await expect(page.getByRole('list', { name: NAMES[language].plumbing }).getByText(NAMES[language].leak, { exact: true })).toBeVisible();
  });

  test('the services page lists the sub-services on the provider side too', async ({ page, app, language }) => {
    await app.goto('/service-providers/services');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.getByText(NAMES[language].leak, { exact: true })).toBeVisible();
  });

  test('an empty catalogue says so', async ({ page, app, sandbox }) => {
    await sandbox.prepare({ scenario: 'empty-catalogue' });
    await app.goto('/clients/services');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(page.locator('main p.border-dashed')).toBeVisible();
  });
});
