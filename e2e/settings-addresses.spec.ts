import { expect, test } from './fixtures';
import { copyFor, fill, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

const HOME = 'المنزل، شارع الأمير هاشم، بناية 12';
const OFFICE = 'المكتب، مجمع الحسيني، الطابق الثالث';

type Copy = ReturnType<typeof copyFor>;

function place(
  { settings }: Copy,
  language: 'ar' | 'en',
  neighborhood: [string, string],
  city: [string, string],
): string {
  const pick = ([ar, en]: [string, string]) => (language === 'ar' ? ar : en);
  return fill(settings.addresses.place, { neighborhood: pick(neighborhood), city: pick(city) });
}

/** The address cards (list items with a delete button; the menu's items have none). */
function cards(page: Page, { settings }: Copy) {
  return page.getByRole('listitem').filter({ has: page.getByRole('button', { name: settings.addresses.delete }) });
}

/** The address card titled `name`. */
function card(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('settings: my addresses', () => {
  test('a client sees the saved addresses, adds one (every field required) and edits it', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = copyFor(language);
    const { settings, validation } = copy;
    const pick = (ar: string, en: string) => (language === 'ar' ? ar : en);
    await signInAt({ page, app, sandbox, language }, paths.settings.addresses.getHref('client'), DEMO.client.email);
    await expect(page.getByRole('heading', { level: 1, name: settings.addresses.title })).toBeVisible();

    await expect(cards(page, copy)).toHaveCount(2);
    await expect(
      card(page, HOME).getByText(place(copy, language, ['عبدون', 'Abdoun'], ['عمّان', 'Amman'])),
    ).toBeVisible();
    await expect(card(page, HOME).getByText(settings.addresses.types.home, { exact: true })).toBeVisible();
    await expect(
      card(page, OFFICE).getByText(place(copy, language, ['الشميساني', 'Shmeisani'], ['عمّان', 'Amman'])),
    ).toBeVisible();
    await expect(card(page, OFFICE).getByText(settings.addresses.types.work, { exact: true })).toBeVisible();

    // Add: nothing chosen yet, every field says what it needs.
    await page.getByRole('button', { name: settings.addresses.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: settings.addresses.addTitle });
    const city = dialog.getByLabel(settings.addresses.city, { exact: true });
    const neighborhood = dialog.getByLabel(settings.addresses.neighborhood, { exact: true });
    const name = dialog.getByLabel(settings.addresses.name, { exact: true });
    await expect(neighborhood).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: settings.addresses.types.home, exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: settings.addresses.save }).click();
    await expect(dialog.getByRole('alert').getByText(validation.cityRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('alert').getByText(validation.neighborhoodRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('alert').getByText(validation.addressNameRequired, { exact: true })).toBeVisible();
    await expect(city).toHaveAttribute('aria-invalid', 'true');

    // City first, then a neighbourhood of that city; a blank name is still no name.
    await city.selectOption({ label: pick('إربد', 'Irbid') });
    await expect(dialog.getByRole('alert').getByText(validation.cityRequired, { exact: true })).toBeHidden();
    await expect(neighborhood).toBeEnabled();
    await expect(neighborhood.getByRole('option', { name: pick('عبدون', 'Abdoun') })).toHaveCount(0);
    await city.selectOption({ label: pick('عمّان', 'Amman') });
    await neighborhood.selectOption({ label: pick('خلدا', 'Khalda') });
    await expect(dialog.getByRole('alert').getByText(validation.neighborhoodRequired, { exact: true })).toBeHidden();
    await dialog.getByRole('radio', { name: settings.addresses.types.other, exact: true }).check();
    await name.fill('   ');
    await dialog.getByRole('button', { name: settings.addresses.save }).click();
    await expect(dialog.getByRole('alert').getByText(validation.addressNameRequired, { exact: true })).toBeVisible();
    await name.fill('بيت العائلة');
    await dialog.getByRole('button', { name: settings.addresses.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(settings.addresses.added)).toBeVisible();
    await expect(cards(page, copy)).toHaveCount(3);
    const added = card(page, 'بيت العائلة');
    await expect(added.getByText(place(copy, language, ['خلدا', 'Khalda'], ['عمّان', 'Amman']))).toBeVisible();
    await expect(added.getByText(settings.addresses.types.other, { exact: true })).toBeVisible();

    // Edit: the dialog opens with the address's values; changing the city clears the neighbourhood.
    await added.getByRole('button', { name: fill(settings.addresses.editNamed, { name: 'بيت العائلة' }) }).click();
    const edit = page.getByRole('dialog', { name: settings.addresses.editTitle });
    await expect(edit.getByLabel(settings.addresses.name, { exact: true })).toHaveValue('بيت العائلة');
    await expect(edit.getByLabel(settings.addresses.neighborhood, { exact: true })).toHaveValue('7');
    await expect(edit.getByRole('radio', { name: settings.addresses.types.other, exact: true })).toBeChecked();
    await edit.getByLabel(settings.addresses.city, { exact: true }).selectOption({ label: pick('إربد', 'Irbid') });
    await expect(edit.getByLabel(settings.addresses.neighborhood, { exact: true })).toHaveValue('');
    await edit.getByRole('button', { name: settings.addresses.save }).click();
    await expect(edit.getByRole('alert').getByText(validation.neighborhoodRequired, { exact: true })).toBeVisible();
    await edit.getByLabel(settings.addresses.city, { exact: true }).selectOption({ label: pick('عمّان', 'Amman') });
    await edit
      .getByLabel(settings.addresses.neighborhood, { exact: true })
      .selectOption({ label: pick('دابوق', 'Dabouq') });
    await edit.getByRole('radio', { name: settings.addresses.types.work, exact: true }).check();
    await edit.getByLabel(settings.addresses.name, { exact: true }).fill('مكتب دابوق');
    await edit.getByRole('button', { name: settings.addresses.save }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText(settings.addresses.updated)).toBeVisible();
    const edited = card(page, 'مكتب دابوق');
    await expect(edited.getByText(place(copy, language, ['دابوق', 'Dabouq'], ['عمّان', 'Amman']))).toBeVisible();
    await expect(edited.getByText(settings.addresses.types.work, { exact: true })).toBeVisible();
    await expect(card(page, 'بيت العائلة')).toHaveCount(0);

    const saved = (await sandbox.state()).accounts.addresses.filter((item) => item.user_id === DEMO.client.id);
    expect(saved).toHaveLength(3);
    expect(saved).toContainEqual(
      expect.objectContaining({ city: 1, neighborhood: 13, address_type: 'work', name: 'مكتب دابوق' }),
    );
  });

  test('a client deletes an address after confirming; Escape cancels', async ({ page, app, sandbox, language }) => {
    const copy = copyFor(language);
    const { settings } = copy;
    await signInAt({ page, app, sandbox, language }, paths.settings.addresses.getHref('client'), DEMO.client.email);
    const deleteButton = card(page, OFFICE).getByRole('button', {
      name: fill(settings.addresses.deleteNamed, { name: OFFICE }),
    });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: settings.addresses.deleteTitle });
    await expect(dialog.getByText(fill(settings.addresses.deleteBody, { name: OFFICE }))).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(cards(page, copy)).toHaveCount(2);

    // Keyboard only: open it again and confirm with the delete button.
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(1);
    await dialog.getByRole('button', { name: settings.addresses.delete, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(settings.addresses.deleted)).toBeVisible();
    await expect(card(page, OFFICE)).toHaveCount(0);
    await expect(cards(page, copy)).toHaveCount(1);
    await expect(page.getByRole('button', { name: settings.addresses.add, exact: true })).toBeFocused();

    const saved = (await sandbox.state()).accounts.addresses.filter((item) => item.user_id === DEMO.client.id);
    expect(saved.map((item) => item.name)).toEqual([HOME]);
  });

  test('a failed delete keeps the dialog open with the reason @one-language', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = copyFor(language);
    const { settings, messages } = copy;
    await signInAt({ page, app, sandbox, language }, paths.settings.addresses.getHref('client'), DEMO.client.email);
    await sandbox.fail({
      method: 'DELETE',
      path: 'auth/delete/user/address/*',
      status: 404,
      error: 'No result found',
      times: 1,
    });
    await card(page, HOME)
      .getByRole('button', { name: fill(settings.addresses.deleteNamed, { name: HOME }) })
      .click();
    const dialog = page.getByRole('dialog', { name: settings.addresses.deleteTitle });
    await dialog.getByRole('button', { name: settings.addresses.delete, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.NO_RESULT);
    await expect(dialog.getByRole('button', { name: settings.addresses.delete, exact: true })).toBeEnabled();
    await dialog.getByRole('button', { name: copy.common.actions.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cards(page, copy)).toHaveCount(2);
    expect((await sandbox.state()).accounts.addresses.filter((item) => item.user_id === DEMO.client.id)).toHaveLength(
      2,
    );
  });

  test('a provider starts with no addresses, adds one and deletes it', async ({ page, app, sandbox, language }) => {
    const { settings } = copyFor(language);
    const pick = (ar: string, en: string) => (language === 'ar' ? ar : en);
    await signInAt({ page, app, sandbox, language }, paths.settings.addresses.getHref('provider'), DEMO.provider.email);
    await expect(page.locator('[data-layout="provider-main"] [data-layout="user-settings"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: settings.addresses.emptyTitle })).toBeVisible();

    await page.getByRole('button', { name: settings.addresses.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: settings.addresses.addTitle });
    await dialog.getByLabel(settings.addresses.city, { exact: true }).selectOption({ label: pick('عمّان', 'Amman') });
    await dialog
      .getByLabel(settings.addresses.neighborhood, { exact: true })
      .selectOption({ label: pick('الرابية', 'Rabieh') });
    await dialog.getByRole('radio', { name: settings.addresses.types.work, exact: true }).check();
    await dialog.getByLabel(settings.addresses.name, { exact: true }).fill('Workshop');
    await dialog.getByRole('button', { name: settings.addresses.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(settings.addresses.added)).toBeVisible();
    await expect(card(page, 'Workshop').getByText(settings.addresses.types.work, { exact: true })).toBeVisible();
    const mine = (await sandbox.state()).accounts.addresses.filter((item) => item.user_id === DEMO.provider.id);
    expect(mine).toEqual([
      expect.objectContaining({ city: 1, neighborhood: 12, address_type: 'work', name: 'Workshop' }),
    ]);

    await card(page, 'Workshop')
      .getByRole('button', { name: fill(settings.addresses.deleteNamed, { name: 'Workshop' }) })
      .click();
    await page
      .getByRole('dialog', { name: settings.addresses.deleteTitle })
      .getByRole('button', { name: settings.addresses.delete, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: settings.addresses.emptyTitle })).toBeVisible();
    await expect(page.getByText(settings.addresses.deleted)).toBeVisible();
  });
});
