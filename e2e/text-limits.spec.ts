import { COPY, expectFieldError, fill } from './auth-helpers';
import { expect, test, type AppFixture } from './fixtures';
import { answerEveryQuestion, copyOf as requestCopyOf } from './request-helpers';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arContent from '../locales/ar/content.json';
import enCommon from '../locales/en/common.json';
import enContent from '../locales/en/content.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { LIMITS } from '../services/shared/limits';
import type { Locator, Page } from '@playwright/test';

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  common: language === 'ar' ? arCommon : enCommon,
  content: language === 'ar' ? arContent : enContent,
});

/** Paste `text` into `field` as a person does (the clipboard, then Ctrl+V): the browser keeps what fits. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** The request form at its comment (leak repair, every question answered), and the note a cut text shows. */
async function requestComment(page: Page, app: AppFixture, language: 'ar' | 'en') {
  const c = { ...copyOf(language), ...requestCopyOf(language) };
  await app.goto(paths.service.getHref('client', SUB.leakRepair));
  const dialog = await answerEveryQuestion(page, c);
  const comment = dialog.getByLabel(new RegExp(c.request.details.comment.replace('?', '\\?')));
  return { c, dialog, comment, cut: fill(c.common.fields.cut, { max: LIMITS.requestCommentMax }) };
}

test.describe('every free-text field has a maximum, and says so', () => {
  test('a 1,200-character paste into the request comment is cut to 1,000 and the field says so', async ({
    page,
    app,
    language,
  }) => {
    const { dialog, comment, cut } = await requestComment(page, app, language);
    await paste(page, comment, 'ab'.repeat(600));
    await expect(comment).toHaveValue('ab'.repeat(500));
    await expect(dialog.getByRole('status').filter({ hasText: cut })).toBeVisible();
    await expect(comment).toHaveAccessibleDescription(new RegExp(cut));
    await expect(dialog.getByText(`${LIMITS.requestCommentMax} / ${LIMITS.requestCommentMax}`)).toBeVisible();
    await comment.press('Backspace');
    await expect(dialog.getByText(cut)).toBeHidden();
  });

  test('text inserted at once (an IME, a suggestion strip) that does not fit is cut to 1,000 and the field says so', async ({
    page,
    app,
    language,
  }) => {
    const { c, dialog, comment, cut } = await requestComment(page, app, language);
    // An `insertText` input, as a keyboard's IME or suggestion strip commits it: no paste event.
    await comment.focus();
    await page.keyboard.insertText('ab'.repeat(600));
    await expect(comment).toHaveValue('ab'.repeat(500));
    await expect(dialog.getByRole('status').filter({ hasText: cut })).toBeVisible();
    await expect(comment).toHaveAccessibleDescription(new RegExp(cut));
    await comment.press('Backspace');
    await expect(dialog.getByText(cut)).toBeHidden();

    // The shared TextField too (the contact form's details): the same note where the text arrives.
    await app.goto(paths.contactUs.getHref('client'));
    const details = page.locator('main form').getByLabel(c.content.contact.details);
    await details.focus();
    await page.keyboard.insertText('x'.repeat(LIMITS.contactDetailsMax + 5));
    await expect(details).toHaveValue('x'.repeat(LIMITS.contactDetailsMax));
    await expect(
      page.getByRole('status').filter({ hasText: fill(c.common.fields.cut, { max: LIMITS.contactDetailsMax }) }),
    ).toBeVisible();
  });

  test('contact us: details over the limit (a draft from before) are refused next to the field with the limit named', async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    const tooLong = 'x'.repeat(LIMITS.contactDetailsMax + 1);
    await page.addInitScript((details) => {
      if (!localStorage.getItem('CONTACT_DRAFT'))
        localStorage.setItem(
          'CONTACT_DRAFT',
          JSON.stringify({ topic: 'general', details, name: 'Lina Haddad', email: 'lina@mail.jo' }),
        );
    }, tooLong);
    await app.goto(paths.contactUs.getHref('client'));
    const form = page.locator('main form');
    await form.getByRole('button', { name: c.content.contact.submit }).click();
    await expectFieldError(
      form.getByLabel(c.content.contact.details),
      fill(c.validation.tooLong, { max: LIMITS.contactDetailsMax }),
    );
    await expect(form.getByText(`${LIMITS.contactDetailsMax + 1} / ${LIMITS.contactDetailsMax}`)).toBeVisible();
  });
});
