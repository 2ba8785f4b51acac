import { fill } from './auth-helpers';
import { expect, expectAccessible, test, urlStartsWith } from './fixtures';
import { answerEveryQuestion, copyOf, next, photo, photoCounts } from './request-helpers';
import { paths } from '../config/paths';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

type Copy = ReturnType<typeof copyOf>;
const SERVICE = paths.service.getHref('client', SUB.leakRepair);

async function signIn(page: Page, c: Copy, email: string): Promise<void> {
  await page.getByLabel(c.auth.login.identifier).fill(email);
  await page.getByLabel(c.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
}

/** Signed in as the demo client, the request for 201 answered up to the review, two photos picked. */
async function draftAtReview(page: Page, c: Copy): Promise<void> {
  await signIn(page, c, DEMO.client.email);
  await expect(page).toHaveURL(new RegExp(`${SERVICE}$`));
  const dialog = await answerEveryQuestion(page, c);
  await dialog.getByRole('radio', { name: /شارع الأمير هاشم/ }).click(); // the demo client's saved home
  await dialog.getByRole('radio', { name: c.common.timings.planning }).click();
  await dialog
    .getByLabel(fill(c.common.images.add, { count: 0, max: 5 }))
    .setInputFiles([photo('sink.png'), photo('pipe.png')]);
  await expect(dialog.getByRole('img')).toHaveCount(2);
  await next(dialog, c);
  await expect(dialog.getByRole('button', { name: c.request.review.send })).toBeVisible();
  // The review names the saved address once its list has answered: nothing is left in flight to meet the expiry first.
  await expect(dialog.getByText(/شارع الأمير هاشم/)).toBeVisible();
}

test.describe('sessions and drafts @one-language', () => {
  test.beforeEach(async ({ sandbox, app, language }) => {
    await sandbox.prepare({ scenario: language === 'en' ? 'users-speak-english' : 'seed' });
    await app.goto(paths.auth.login.getHref('client', { next: SERVICE }));
  });

  test('a session that ends mid-send keeps the draft: the same user finds it whole, photos included, and sends it', async ({
    page,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await draftAtReview(page, c);
    await page.evaluate(() => window.__sandbox!.expireSessions());
    await page.getByRole('dialog').getByRole('button', { name: c.request.review.send }).click();
    await expect(page).toHaveURL(urlStartsWith(`${paths.auth.login.getHref('client')}?next=`));
    expect(await photoCounts(page)).toEqual([2, 0, 0]);

    await signIn(page, c, DEMO.client.email);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: c.request.review.send })).toBeVisible();
    await expect(dialog.getByText(c.answers.description)).toBeVisible();
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    await expect(dialog.getByRole('status').filter({ hasText: c.request.done.title })).toBeVisible();
    expect((await sandbox.state()).market.requests.at(-1)?.images).toHaveLength(2);
    await expectAccessible(page);
  });

  test('another user signing in after an expiry finds nothing of the first', async ({ page, language }) => {
    const c = copyOf(language);
    await draftAtReview(page, c);
    await page.evaluate(() => window.__sandbox!.expireSessions());
    await page.goto(`${SERVICE}?request=1`);
    await expect(page).toHaveURL(urlStartsWith(`${paths.auth.login.getHref('client')}?next=`));
    await signIn(page, c, DEMO.company.email);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: c.answers.where })).not.toBeChecked();
    await expect(dialog.getByText(c.answers.description)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('REQUEST_DRAFT'))).not.toContain(c.answers.description);
    expect(await photoCounts(page)).toEqual([0, 0, 0]);
  });

  test("another service's form keeps the first draft, photos too; an expired access token is renewed without a sign-in", async ({
    page,
    language,
  }) => {
    const c = copyOf(language);
    await draftAtReview(page, c);
    await page.goto(paths.requestForm.getHref(SUB.homeCleaning));
    await page.getByRole('dialog').getByRole('radio').first().click();
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('REQUEST_DRAFT') ?? '{}') as object).sort()),
      )
      .toEqual(['101', '201']);

    const before = await page.evaluate(() => localStorage.getItem('access-token'));
    await page.evaluate(() => window.__sandbox!.expireAccessTokens());
    await page.goto(`${SERVICE}?request=1`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(c.answers.description)).toBeVisible();
    expect(await photoCounts(page)).toEqual([2, 0, 0]);
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    await expect(dialog.getByRole('status').filter({ hasText: c.request.done.title })).toBeVisible();
    await expect(page).not.toHaveURL(/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).not.toBe(before);
  });

  test('logout ends the session on the server and leaves only the language and the country: no draft, no photo', async ({
    page,
    language,
  }) => {
    const c = copyOf(language);
    await draftAtReview(page, c);
    const { access, refresh } = await page.evaluate(() => ({
      access: localStorage.getItem('access-token'),
      refresh: localStorage.getItem('refresh-token'),
    }));
    await page.goto(paths.settings.account.getHref('client'));
    await page
      .getByRole('navigation', { name: c.settings.menu.label })
      .getByRole('button', { name: c.settings.menu.logout })
      .click();
    await expect(page).toHaveURL(urlStartsWith(paths.home.getHref('client')));
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => !key.startsWith('SANDBOX_'))
            .sort(),
        ),
      )
      .toEqual(['COUNTRY', 'LANGUAGE']);
    expect(await photoCounts(page)).toEqual([0, 0, 0]);
    const statuses = await page.evaluate(
      async ({ access, refresh }) => [
        (await fetch('/api/v1/auth/user/profile/?country=1', { headers: { Authorization: `Bearer ${access}` } }))
          .status,
        (
          await fetch('/api/v1/auth/token/refresh/?country=1', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refresh }),
          })
        ).status,
      ],
      { access, refresh },
    );
    expect(statuses).toEqual([401, 401]);
  });
});
