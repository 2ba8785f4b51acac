import { expect, test } from './fixtures';

test.describe('the shell', () => {
  test('renders the home page in the project language and direction', async ({ page, app, language }) => {
    await app.goto('/clients/homepage');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
