import { expect, expectAccessible, test } from './fixtures';
import { copyFor, fill, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arBalance from '../locales/ar/balance.json';
import arCommon from '../locales/ar/common.json';
import arProviderAccount from '../locales/ar/provider-account.json';
import arRequests from '../locales/ar/requests.json';
import arSandbox from '../locales/ar/sandbox.json';
import enBalance from '../locales/en/balance.json';
import enCommon from '../locales/en/common.json';
import enProviderAccount from '../locales/en/provider-account.json';
import enRequests from '../locales/en/requests.json';
import enSandbox from '../locales/en/sandbox.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { formatMoney, ltr } from '../services/shared/format';
import { DEMO } from '../tests/factories';

type Language = 'ar' | 'en';

const copyOf = (language: Language) => ({
  ...copyFor(language),
  provider: language === 'ar' ? arProviderAccount : enProviderAccount,
  request: language === 'ar' ? arRequests.form : enRequests.form,
  /** Seeded names in the project's language. */
  seed:
    language === 'ar'
      ? {
          plumbing: 'السباكة',
          leak: 'إصلاح التسريبات',
          cleaning: 'التنظيف',
          homeCleaning: 'تنظيف المنازل',
          amman: 'عمّان',
          irbid: 'إربد',
          abdoun: 'عبدون',
          sweifieh: 'الصويفية',
          husn: 'الحصن',
        }
      : {
          plumbing: 'Plumbing',
          leak: 'Leak repair',
          cleaning: 'Cleaning',
          homeCleaning: 'Home cleaning',
          amman: 'Amman',
          irbid: 'Irbid',
          abdoun: 'Abdoun',
          sweifieh: 'Sweifieh',
          husn: 'Al-Husn',
        },
  languageName: (code: string) => new Intl.DisplayNames([language], { type: 'language' }).of(code)!,
  /** A sum of the balance as the balance screen writes it ("JOD 12.500", isolated left to right). */
  money: (amount: number) => ltr(formatMoney(amount, { language, country: 'jo' })),
  sandbox: language === 'ar' ? arSandbox : enSandbox,
  balance: language === 'ar' ? arBalance : enBalance,
  common: language === 'ar' ? arCommon : enCommon,
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('becoming a provider', () => {
  // Long journeys (every step, a reload, two payments) on a shared machine.
  test.describe.configure({ timeout: 150_000 });

  test('a client switches role, is offered the wizard, creates a company provider account (a reload in the middle) and lands on job opportunities', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    const p = c.provider;
    await signInAt({ page, app, sandbox, language }, paths.settings.index.getHref('client'), DEMO.client.email);
    await page
      .getByRole('navigation', { name: c.settings.menu.label })
      .getByRole('button', { name: c.settings.menu.switchToProvider })
      .click();
    const dialog = page.getByRole('dialog', { name: c.settings.switchRole.noAccountTitle });
    await dialog.getByRole('link', { name: c.settings.switchRole.createProviderAccount }).click();
    await page.waitForURL((url) => url.pathname === paths.createAccount.getHref());
    await app.ready();
    await expect(page.getByRole('heading', { level: 1, name: p.wizard.title })).toBeVisible();
    await expectAccessible(page);

    const next = page.getByRole('button', { name: p.wizard.next, exact: true });
    await page.getByRole('button', { name: c.auth.checklist.continue }).click();
    await expect(page).toHaveURL(/step=account-type/);
    await next.click();
    await expect(page.getByRole('alert').filter({ hasText: c.validation.accountTypeRequired })).toBeVisible();
    // A company gives its name as in the commercial register.
    await page.getByText(p.fields.accountTypes.company, { exact: true }).click();
    await next.click();
    const companyName = page.getByLabel(c.common.company.name);
    await expect(companyName).toHaveAccessibleDescription(new RegExp(c.validation.companyNameRequired));
    await companyName.fill('Sara Plumbing Co.');
    await expectAccessible(page);
    await next.click();

    await expect(page).toHaveURL(/step=languages/);
    for (const code of ['ar', 'en', 'fr', 'de']) await page.getByLabel(c.languageName(code), { exact: true }).check();
    // A fifth cannot be ticked: the rest are disabled, and the reason is said.
    const full = fill(p.fields.languagesFull, { max: 4 });
    await expect(page.getByLabel(c.languageName('tr'), { exact: true })).toBeDisabled();
    await expect(page.getByLabel(c.languageName('tr'), { exact: true })).toHaveAccessibleDescription(full);
    await expect(page.getByRole('status').filter({ hasText: full })).toBeVisible();
    await expectAccessible(page);
    await next.click();

    await expect(page).toHaveURL(/step=category/);
    await page.getByLabel(c.seed.plumbing, { exact: true }).check();
    await next.click();
    await expect(page).toHaveURL(/step=services/);
    await next.click();
    await expect(page.getByRole('alert').filter({ hasText: c.validation.subServicesRequired })).toBeVisible();
    await page.getByLabel(c.seed.leak, { exact: true }).check();
    await next.click();

    await expect(page).toHaveURL(/step=details/);
    const description = page.getByLabel(p.fields.description);
    await description.fill('Leaks found and fixed the same day.');
    await page
      .getByLabel(fill(c.common.images.add, { count: 0, max: 6 }))
      .setInputFiles([{ name: 'pipes.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByLabel(fill(c.common.images.add, { count: 1, max: 6 }))).toBeAttached();
    await expectAccessible(page);

    // A reload keeps the step (URL) and the draft (the device), the photo included.
    await page.reload();
    await app.ready();
    await expect(page).toHaveURL(/step=details/);
    await expect(page.getByLabel(p.fields.description)).toHaveValue('Leaks found and fixed the same day.');
    await expect(page.getByLabel(fill(c.common.images.add, { count: 1, max: 6 }))).toBeAttached();
    await next.click();

    await expect(page).toHaveURL(/step=location/);
    await page.getByLabel(c.seed.amman, { exact: true }).check();
    await page.getByRole('searchbox', { name: p.choices.search }).fill(c.seed.abdoun);
    await page.getByLabel(c.seed.abdoun, { exact: true }).check();
    await page.getByRole('searchbox', { name: p.choices.search }).fill('');
    await page.getByLabel(c.seed.sweifieh, { exact: true }).check();
    await expectAccessible(page);
    await next.click();

    await expect(page).toHaveURL(/step=review/);
    await expect(page.getByText(c.seed.leak)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: p.wizard.create }).click();
    await page.waitForURL((url) => url.pathname === paths.jobOpportunities.getHref());
    // The job opportunities are another screen; the new profile shows on my services.
    await app.goto(paths.myServices.getHref());
    await expect(page.getByRole('list', { name: p.fields.services }).getByText(c.seed.leak)).toBeVisible();

    const state = await sandbox.state();
    const profile = state.market.providers.find((item) => item.user === DEMO.client.id);
    expect(profile).toMatchObject({
      account_type: 'company',
      languages: ['ar', 'en', 'fr', 'de'],
      sub_services: [SUB.leakRepair],
      city: 1,
      covered_areas: [1, 3],
    });
    expect(profile?.gallery).toHaveLength(1);
    const user = state.accounts.users.find((item) => item.id === DEMO.client.id);
    expect(user).toMatchObject({
      has_provider_account: true,
      is_service_provider: true,
      account_type: 'company',
      company_name: 'Sara Plumbing Co.',
    });
    // The account shows as a company.
    await app.goto(paths.settings.account.getHref('provider'));
    await expect(page.getByText(`${c.settings.accountType.company} · Sara Plumbing Co.`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('PROVIDER_DRAFT'))).toBeNull();
  });

  test('a provider edits the services, changes the location once a month, pauses for 3 days and resumes, and tops up the balance', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    const p = c.provider;
    await signInAt({ page, app, sandbox, language }, paths.myServices.getHref(), DEMO.provider.email);
    await expect(page.getByRole('heading', { level: 1, name: p.myServices.title })).toBeVisible();
    await expectAccessible(page);

    // Services: another main category warns that the services reset.
    await page.getByRole('button', { name: p.myServices.editServices }).click();
    let dialog = page.getByRole('dialog', { name: p.myServices.editServices });
    await dialog.getByLabel(c.seed.cleaning, { exact: true }).check();
    await expect(dialog.getByRole('alert').filter({ hasText: p.myServices.categoryWarning })).toBeVisible();
    await dialog.getByRole('button', { name: c.common.actions.save }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: c.validation.subServicesRequired })).toBeVisible();
    await dialog.getByLabel(c.seed.homeCleaning, { exact: true }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: c.common.actions.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: p.fields.services }).getByText(c.seed.homeCleaning)).toBeVisible();

    // Services location: one change, then the next allowed date instead of a second one.
    await app.goto(paths.servicesLocation.getHref());
    await expect(page.getByRole('heading', { level: 1, name: p.location.title })).toBeVisible();
    await page.getByRole('button', { name: p.location.change }).click();
    await page.getByLabel(c.seed.irbid, { exact: true }).check();
    await page.getByLabel(c.seed.husn, { exact: true }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: c.common.actions.save }).click();
    await expect(page.getByRole('status').filter({ hasText: p.location.saved })).toBeVisible();
    await expect(page.getByTestId('location-locked')).toBeVisible();
    await expect(page.getByRole('button', { name: p.location.change })).toHaveCount(0);
    await page.reload();
    await app.ready();
    await expect(page.getByTestId('location-locked')).toBeVisible();

    // Pause: 0 and 31 refused, the 3-day preset taken; the banner on every provider screen until Resume.
    await app.goto(paths.myServices.getHref());
    await page.getByRole('button', { name: p.pause.open }).click();
    dialog = page.getByRole('dialog', { name: p.pause.title });
    const days = dialog.getByLabel(p.pause.daysLabel);
    for (const wrong of ['0', '31']) {
      await days.fill(wrong);
      await dialog.getByRole('button', { name: p.pause.confirm, exact: true }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: c.validation.pauseDays })).toBeVisible();
    }
    await dialog
      .getByRole('button', {
        name: fill(language === 'ar' ? arProviderAccount.pause.days_few : enProviderAccount.pause.days_other, {
          count: 3,
        }),
      })
      .click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: p.pause.confirm, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const banner = page.getByRole('region', { name: p.pause.bannerLabel });
    await expect(banner).toBeVisible();
    await app.goto(paths.balance.getHref());
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    const paused = (await sandbox.state()).market.providers.find(
      (item) => item.user === DEMO.provider.id,
    )?.paused_until;
    expect(new Date(paused!).getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    await banner.getByRole('button', { name: p.pause.resume }).click();
    await expect(banner).toHaveCount(0);

    // Balance: under the minimum refused; paid through the simulated page; a cancelled payment changes nothing.
    await expect(page.getByTestId('balance-amount')).toHaveText(c.money(12.5));
    const amount = page.getByLabel(c.balance.amount);
    await amount.fill('4');
    await page.getByRole('button', { name: c.balance.pay }).click();
    await expect(page.getByRole('alert').filter({ hasText: c.validation.topUpMin })).toBeVisible();
    await amount.fill('20');
    await page.getByRole('button', { name: c.balance.pay }).click();
    await page.waitForURL((url) => url.pathname === paths.sandbox.payment.getHref());
    await app.ready();
    await expectAccessible(page);
    await page.getByRole('button', { name: c.sandbox.payment.paid, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === paths.balance.getHref() && url.searchParams.get('status') === 'paid',
    );
    await app.ready();
    await expect(page.getByRole('status').filter({ hasText: c.balance.paid })).toBeVisible();
    await expect(page.getByTestId('balance-amount')).toHaveText(c.money(32.5));
    await expectAccessible(page);

    await page.getByLabel(c.balance.amount).fill('10');
    await page.getByRole('button', { name: c.balance.pay }).click();
    await page.waitForURL((url) => url.pathname === paths.sandbox.payment.getHref());
    await app.ready();
    await page.getByRole('button', { name: c.sandbox.payment.cancelled, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === paths.balance.getHref() && url.searchParams.get('status') === 'cancelled',
    );
    await app.ready();
    await expect(page.getByRole('alert').filter({ hasText: c.balance.outcome.cancelled })).toBeVisible();
    await expect(page.getByTestId('balance-amount')).toHaveText(c.money(32.5));
  });
});
