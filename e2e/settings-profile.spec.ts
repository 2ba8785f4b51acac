import { expect, test } from './fixtures';
import { copyFor, fill, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { addCalendarMonths } from '../services/shared/change-interval';
import { LIMITS } from '../services/shared/limits';
import { localeOf } from '../services/shared/place';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Page } from '@playwright/test';

const CLIENT_PROFILE = paths.settings.editProfile.getHref('client');
const PROVIDER_PROFILE = paths.settings.editProfile.getHref('provider');

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A date as the page writes it (the browser's Intl, the page's language). */
function pageDate(page: Page, date: Date, language: string): Promise<string> {
  return page.evaluate(({ iso, lang }) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso)), {
    iso: date.toISOString(),
    lang: localeOf({ language: language === 'ar' ? 'ar' : 'en', country: 'jo' }),
  });
}

test.describe('settings: edit profile, photo and phone', () => {
  test('validates the names (Arabic letters allowed) and the email, then saves names, email and gender', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { settings, validation } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, CLIENT_PROFILE, DEMO.client.email);
    await expect(page.getByRole('heading', { level: 1, name: settings.editProfile.title })).toBeVisible();

    const first = page.getByLabel(settings.editProfile.firstName);
    const last = page.getByLabel(settings.editProfile.lastName);
    const email = page.getByLabel(settings.editProfile.email);
    await expect(first).toHaveValue('سارة');
    await expect(email).toHaveValue(DEMO.client.email);
    await expect(page.getByRole('radio', { name: settings.gender.female, exact: true })).toBeChecked();

    // Digits, symbols and doubled separators break the name rule.
    for (const wrong of ['سارة2', 'Sara!', 'Anne--Marie']) {
      await first.fill(wrong);
      await first.blur();
      await expect(page.getByRole('alert').filter({ hasText: validation.nameInvalid })).toBeVisible();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
    }
    await last.fill('');
    await last.blur();
    await expect(page.getByRole('alert').getByText(validation.lastNameRequired, { exact: true })).toBeVisible();
    await email.fill('sara@example');
    await email.blur();
    await expect(page.getByRole('alert').getByText(validation.emailInvalid, { exact: true })).toBeVisible();

    // Nothing is sent while a field is wrong.
    await page.getByRole('button', { name: settings.editProfile.save }).click();
    await expect(page.getByText(settings.editProfile.saved)).toBeHidden();

    // Arabic-script letters with a single space, and a Latin name with an apostrophe, are fine.
    await first.fill('عبد الله');
    await last.fill("O'Brien");
    await email.fill('sara.new@example.com');
    await expect(page.getByRole('alert').getByText(validation.nameInvalid, { exact: true })).toBeHidden();
    await expect(page.getByRole('alert').getByText(validation.emailInvalid, { exact: true })).toBeHidden();
    await page.getByRole('radio', { name: settings.gender.male, exact: true }).check();
    // A new email needs the current password.
    await page.getByRole('button', { name: settings.editProfile.save }).click();
    const password = page.getByLabel(settings.editProfile.password, { exact: true });
    await expect(page.getByRole('alert').getByText(validation.passwordRequired, { exact: true })).toBeVisible();
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: settings.editProfile.save }).click();
    await expect(page.getByText(settings.editProfile.saved)).toBeVisible();

    const user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user).toMatchObject({
      first_name: 'عبد الله',
      last_name: "O'Brien",
      email: 'sara.new@example.com',
      gender: 'male',
      is_email_verified: false,
    });
    // A new email is verified by a link sent to it.
    const inbox = await sandbox.inbox();
    expect(inbox.some((message) => message.to === 'sara.new@example.com' && message.kind === 'verify-email')).toBe(
      true,
    );
    // The old address is told where the account's email went.
    expect(inbox.some((message) => message.to === DEMO.client.email && message.kind === 'email-changed')).toBe(true);

    await page.reload();
    await app.ready();
    await expect(first).toHaveValue('عبد الله');
    await expect(page.getByRole('radio', { name: settings.gender.male, exact: true })).toBeChecked();
  });

  test('a failed save keeps everything typed and can be sent again @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { settings, messages } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, CLIENT_PROFILE, DEMO.client.email);
    await sandbox.fail({
      method: 'PUT',
      path: 'auth/user/update/',
      status: 500,
      error: 'Some thing going wrong',
      times: 1,
    });

    await page.getByLabel(settings.editProfile.firstName).fill('ليلى');
    await page.getByLabel(settings.editProfile.lastName).fill('Haddad');
    await page.getByRole('radio', { name: settings.gender.male, exact: true }).check();
    await page.getByRole('button', { name: settings.editProfile.save }).click();

    await expect(page.getByRole('alert').filter({ hasText: messages.SOMETHING_GOING_WRONG })).toBeVisible();
    await expect(page.getByText(settings.editProfile.saved)).toBeHidden();
    await expect(page.getByLabel(settings.editProfile.firstName)).toHaveValue('ليلى');
    await expect(page.getByLabel(settings.editProfile.lastName)).toHaveValue('Haddad');
    await expect(page.getByRole('radio', { name: settings.gender.male, exact: true })).toBeChecked();
    let user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.first_name).toBe('سارة');

    await page.getByRole('button', { name: settings.editProfile.save }).click();
    await expect(page.getByText(settings.editProfile.saved)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: messages.SOMETHING_GOING_WRONG })).toBeHidden();
    user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user).toMatchObject({ first_name: 'ليلى', last_name: 'Haddad', gender: 'male' });
  });

  test('a PNG photo is accepted and saved; a PDF and a file over 5 MB are refused', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { settings, messages } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, CLIENT_PROFILE, DEMO.client.email);
    const input = page.getByLabel(settings.editProfile.photoChoose);
    const photo = page.getByRole('img', { name: settings.editProfile.photoAlt });
    await expect(page.getByText(settings.editProfile.photoNone)).toBeVisible();
    await expect(page.getByText(fill(settings.editProfile.photoHint, { size: 5 }))).toBeVisible();

    await input.setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByRole('alert').filter({ hasText: messages.PDF_NOT_SUPPORTED })).toBeVisible();
    await expect(photo).toHaveCount(0);

    // Starts like a PNG (files are judged by their bytes) but cannot be decoded, so not made to fit.
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(LIMITS.imageMaxBytes + 1)]),
    });
    await expect(page.getByRole('alert').filter({ hasText: messages.FILE_TOO_LARGE })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: messages.PDF_NOT_SUPPORTED })).toBeHidden();
    await expect(photo).toHaveCount(0);

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('alert').filter({ hasText: messages.FILE_TOO_LARGE })).toBeHidden();
    await expect(photo).toHaveAttribute('src', /^data:image\/png/);
    await expect(page.getByRole('button', { name: settings.editProfile.photoKeep })).toBeVisible();
    await page.getByRole('button', { name: settings.editProfile.save }).click();
    await expect(page.getByText(settings.editProfile.saved)).toBeVisible();

    const user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.profile_photo).toMatch(/^data:image\/png/);
    await page.reload();
    await app.ready();
    await expect(photo).toHaveAttribute('src', /^data:image\/png/);
    await expect(page.getByRole('button', { name: settings.editProfile.photoRemove })).toBeVisible();
  });

  test('changes the phone with the WhatsApp code, then shows when it may change again', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { settings, auth } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, CLIENT_PROFILE, DEMO.client.email);
    const phone = page.getByRole('region', { name: settings.phone.title });
    await expect(phone.getByText(DEMO.client.phone)).toBeVisible();
    await expect(phone.getByText(settings.phone.rule)).toBeVisible();
    await phone.getByRole('button', { name: settings.phone.change }).click();

    const dialog = page.getByRole('dialog', { name: settings.phone.dialogTitle });
    await dialog.getByLabel(settings.phone.newNumber).fill('079 555 0000');
    await dialog.getByRole('button', { name: settings.phone.sendCode }).click();
    await expect(dialog.getByText('+962795550000')).toBeVisible();

    const code = (await sandbox.inbox())
      .filter((message) => message.to === '+962795550000' && message.kind === 'otp')
      .at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel(fill(auth.otp.label, { digits: LIMITS.otpLength })).fill(code ?? '');
    await expect(dialog).toHaveCount(0);

    await expect(phone.getByText(settings.phone.changed)).toBeVisible();
    await expect(phone.getByText('+962795550000')).toBeVisible();
    const user = (await sandbox.state()).accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user?.phone_number).toBe('+962795550000');
    const next = addCalendarMonths(new Date(user?.last_phone_change ?? ''), LIMITS.changeIntervalMonths);
    const locked = fill(settings.phone.lockedUntil, { date: await pageDate(page, next, language) });
    await expect(phone.getByText(locked)).toBeVisible();
    await expect(phone.getByRole('button', { name: settings.phone.change })).toHaveCount(0);

    await page.reload();
    await app.ready();
    await expect(phone.getByText(locked)).toBeVisible();
    await expect(phone.getByRole('button', { name: settings.phone.change })).toHaveCount(0);
  });

  test('a phone changed less than a month ago is not editable', async ({ page, app, sandbox, language }) => {
    const { settings } = copyFor(language);
    await signInAt({ page, app, sandbox, language }, PROVIDER_PROFILE, DEMO.provider.email);
    const phone = page.getByRole('region', { name: settings.phone.title });
    const lastChange = (await sandbox.state()).accounts.users.find(
      (item) => item.id === DEMO.provider.id,
    )?.last_phone_change;
    const next = addCalendarMonths(new Date(lastChange ?? ''), LIMITS.changeIntervalMonths);
    await expect(
      phone.getByText(fill(settings.phone.lockedUntil, { date: await pageDate(page, next, language) })),
    ).toBeVisible();
    await expect(phone.getByText(DEMO.provider.phone)).toBeVisible();
    await expect(phone.getByRole('button', { name: settings.phone.change })).toHaveCount(0);
  });

  test('when the last-change lookup fails the phone stays editable (spec §4), logged and not toasted (§8) @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const { settings, messages } = copyFor(language);
    const warned = page.waitForEvent('console', (message) => message.text().includes('last phone change'));
    await sandbox.prepare({
      scenario: language === 'en' ? 'users-speak-english' : 'seed',
      faults: [{ method: 'GET', path: 'auth/user/last_phone_change/', status: 500, error: 'Some thing going wrong' }],
    });
    await signInAt({ page, app, sandbox, language }, PROVIDER_PROFILE, DEMO.provider.email);
    const phone = page.getByRole('region', { name: settings.phone.title });
    await expect(phone.getByRole('button', { name: settings.phone.change })).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByTestId('phone-locked')).toHaveCount(0);
    await warned;
    // A toast would fetch its code and show by now: nothing more is on its way, and no error shows.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(messages.ERROR, { exact: true })).toHaveCount(0);
    await expect(page.getByText('Some thing going wrong')).toHaveCount(0);
  });
});
