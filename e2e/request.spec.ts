import { fill, verifyPhone } from './auth-helpers';
import { expect, expectAccessible, test, urlIs } from './fixtures';
import { answerEveryQuestion, choose, clientOnLeakRepair, copyOf, next, photo } from './request-helpers';
import { paths } from '../config/paths';
import { SUB } from '../mocks/data/catalogue/catalogue';

test.describe('requesting a service', () => {
  test('a guest finds a service, answers every question, adds an address and two photos, signs up at the end and gets a reference number', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await app.goto(paths.services.getHref('client'));
    await page.getByRole('searchbox').fill(c.answers.search);
    await page
      .getByRole('link', { name: new RegExp(c.answers.service) })
      .first()
      .click();
    await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
    const dialog = await answerEveryQuestion(page, c);

    // where and when: a new address, the timing, a comment, two photos
    await next(dialog, c);
    await expect(dialog.getByText(c.validation.timingRequired)).toBeVisible();
    await choose(dialog.getByLabel(c.settings.addresses.city));
    await choose(dialog.getByLabel(c.settings.addresses.neighborhood));
    await dialog.getByLabel(c.settings.addresses.name).fill('Flat 3');
    await dialog.getByRole('radio', { name: c.common.timings.urgent }).click();
    await dialog.getByLabel(new RegExp(c.request.details.comment.replace('?', '\\?'))).fill('Ring twice');
    await dialog
      .getByLabel(fill(c.common.images.add, { count: 0, max: 5 }))
      .setInputFiles([photo('sink.png'), photo('pipe.png')]);
    await expect(dialog.getByRole('img')).toHaveCount(2);
    await expectAccessible(page);

    // a reload mid-flow keeps everything, the photos included
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('img')).toHaveCount(2);
    await expect(page.getByRole('dialog').getByLabel(c.settings.addresses.name)).toHaveValue('Flat 3');
    await next(page.getByRole('dialog'), c);

    // review, then sign up by phone, and back to the review
    await expect(dialog.getByText(c.answers.description)).toBeVisible();
    await dialog.getByRole('link', { name: c.request.review.signInToSend }).click();
    await page.getByRole('link', { name: c.auth.login.createAccount }).click();
    await verifyPhone(
      page,
      c,
      language === 'ar' ? '0791234521' : '0791234522',
      language === 'ar' ? '+962791234521' : '+962791234522',
    );
    await page.getByLabel(c.auth.register.fullName).fill('Sara Haddad');
    await page.getByLabel(c.auth.register.email, { exact: true }).fill(`request.${language}@example.com`);
    await page.getByLabel(c.auth.register.password, { exact: true }).fill('NewPassword1');
    await page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: c.auth.register.submit }) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: c.auth.register.submit }).click();
    await expect(page).toHaveURL(urlIs(paths.requestForm.getHref(SUB.leakRepair)));
    await dialog.getByRole('button', { name: c.request.review.send }).click();

    const status = dialog.getByRole('status').filter({ hasText: c.request.done.title });
    await expect(status).toBeVisible();
    const reference = (await status.locator('bdi').textContent()) ?? '';
    expect(reference).toMatch(/^JO-\d{4}-\d{6}$/);
    await expectAccessible(page);

    const state = await sandbox.state();
    const user = state.accounts.users.find((item) => item.email === `request.${language}@example.com`)!;
    const saved = state.accounts.addresses.filter((item) => item.user_id === user.id);
    expect(saved.map((item) => item.name)).toEqual(['Flat 3']);
    const request = state.market.requests.at(-1)!;
    expect(request).toMatchObject({
      client: user.id,
      sub_service: 201,
      address: { id: saved[0]!.id },
      timing: 'urgent',
      comment: 'Ring twice',
    });
    expect(request.images).toHaveLength(2);
  });

  test('a failed send keeps everything and says why; the retry goes through @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await clientOnLeakRepair({ page, app, sandbox, language }, c);
    const dialog = await answerEveryQuestion(page, c);
    await dialog.getByRole('radio', { name: /شارع الأمير هاشم/ }).click(); // the demo client's saved home
    await dialog.getByRole('radio', { name: c.common.timings.planning }).click();
    await next(dialog, c);
    await sandbox.fail({ method: 'POST', path: 'requests/', status: 500, error: 'Some thing going wrong', times: 1 });
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    await expect(dialog.getByRole('alert')).toContainText(c.messages.SOMETHING_GOING_WRONG);
    await expect(dialog.getByText(c.answers.description)).toBeVisible();
    await page.reload();
    await page.getByRole('dialog').getByRole('button', { name: c.request.review.send }).click();
    await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: c.request.done.title })).toBeVisible();
  });

  test("a service without a client flow says 'No questions found for this user type' with a way back", async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await sandbox.prepare({ scenario: 'no-client-questions' });
    await app.goto(paths.requestForm.getHref(SUB.homeCleaning));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(c.messages.NO_QUESTIONS)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: c.request.backToService }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/request=1/);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the question form is a bottom sheet, keyboard-usable, and focus returns to the start button', async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    await app.goto(paths.service.getHref('client', SUB.leakRepair));
    const start = page.getByRole('button', { name: c.catalogue.service.start }).first();
    await start.click();
    const dialog = page.getByRole('dialog');
    const panel = dialog.locator('[id^="headlessui-dialog-panel"]');
    await expect(dialog.getByRole('radio', { name: c.answers.where })).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(740);
    expect(Math.round(box.width)).toBe(375);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(start).toBeFocused();
  });
});
