import { expect, expectAccessible, test } from './fixtures';
import { copyFor, fill, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arCatalogue from '../locales/ar/catalogue.json';
import arJobs from '../locales/ar/jobs.json';
import arOffers from '../locales/ar/offers.json';
import arProviderAccount from '../locales/ar/provider-account.json';
import enCatalogue from '../locales/en/catalogue.json';
import enJobs from '../locales/en/jobs.json';
import enOffers from '../locales/en/offers.json';
import enProviderAccount from '../locales/en/provider-account.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

type Language = 'ar' | 'en';

const copyOf = (language: Language) => ({
  ...copyFor(language),
  catalogue: language === 'ar' ? arCatalogue : enCatalogue,
  jobs: language === 'ar' ? arJobs : enJobs,
  provider: language === 'ar' ? arProviderAccount : enProviderAccount,
  offers: language === 'ar' ? arOffers : enOffers,
});

const CLIENT = DEMO.client.email;
const PHONE = { width: 375, height: 812 };

/** The role switch's confirmation for a client without a provider account, and its way into the wizard. */
async function offeredTheWizard(page: Page, c: ReturnType<typeof copyOf>) {
  // Headless UI's dialog root has no box of its own (its panel is fixed): its link is what shows.
  const dialog = page.getByRole('dialog', { name: c.settings.switchRole.noAccountTitle });
  await expect(dialog.getByRole('link', { name: c.settings.switchRole.createProviderAccount })).toBeVisible();
  await expect(dialog.getByRole('link', { name: c.settings.switchRole.createProviderAccount })).toHaveAttribute(
    'href',
    paths.createAccount.getHref(),
  );
  await expectAccessible(page);
  return dialog;
}

test.describe('every journey closed', () => {
  test('an account without a provider profile gets the create-your-profile state on the four provider screens (no 403 toast, no Retry)', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) forbidden.push(response.url());
    });
    await signInAt({ page, app, sandbox, language }, paths.jobOpportunities.getHref(), CLIENT);
    for (const path of [
      paths.jobOpportunities.getHref(),
      paths.scheduledWorks.getHref(),
      paths.submittedOffers.getHref(),
      paths.myServices.getHref(),
    ]) {
      if (path !== paths.jobOpportunities.getHref()) await app.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: c.provider.gate.title })).toBeVisible();
      await expect(page.getByRole('link', { name: c.provider.gate.action })).toHaveAttribute(
        'href',
        paths.createAccount.getHref(),
      );
      await expect(page.getByRole('button', { name: c.common.actions.retry })).toHaveCount(0);
      await expect(page.getByText(c.messages.ERROR, { exact: true })).toHaveCount(0);
    }
    expect(forbidden).toEqual([]);
    await page.getByRole('link', { name: c.provider.gate.action }).click();
    await page.waitForURL((url) => url.pathname === paths.createAccount.getHref());
  });

  test('every role-switch entry point confirms and offers the wizard: header menu, phone drawer at 375 px, settings', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await signInAt({ page, app, sandbox, language }, paths.settings.index.getHref('client'), CLIENT);

    // The header's user menu (wide screens).
    await page.getByRole('button', { name: new RegExp(fill(c.common.nav.userMenu, { name: '.+' })) }).click();
    await page.getByRole('menuitem', { name: c.common.nav.switchToProvider }).click();
    let dialog = await offeredTheWizard(page, c);
    await dialog.getByRole('button', { name: c.common.actions.cancel }).click();
    await expect(dialog).toHaveCount(0);

    // The settings menu.
    await page
      .getByRole('navigation', { name: c.settings.menu.label })
      .getByRole('button', { name: c.settings.menu.switchToProvider })
      .click();
    dialog = await offeredTheWizard(page, c);
    await dialog.getByRole('button', { name: c.common.actions.cancel }).click();
    await expect(dialog).toHaveCount(0);

    // The phone drawer: it gives way to the same confirmation, which leads into the wizard.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: c.common.nav.openMenu }).click();
    await page
      .getByRole('dialog', { name: c.common.nav.menu })
      .getByRole('button', { name: c.common.nav.switchToProvider })
      .click();
    dialog = await offeredTheWizard(page, c);
    await expect(page.getByRole('dialog', { name: c.common.nav.menu })).toHaveCount(0);
    await dialog.getByRole('link', { name: c.settings.switchRole.createProviderAccount }).click();
    await page.waitForURL((url) => url.pathname === paths.createAccount.getHref());
    await expect(page.getByRole('heading', { level: 1, name: c.provider.wizard.title })).toBeVisible();
  });

  test('the countries are listed in the footer and on the coming-soon page', async ({
    page,
    app,
    language,
    baseURL,
  }) => {
    const c = copyOf(language);
    const listed = [
      `${c.common.countries.jo} (${c.common.countries.open})`,
      `${c.common.countries.sa} (${c.common.countries.coming})`,
      `${c.common.countries.uk} (${c.common.countries.coming})`,
    ];
    await app.goto(paths.home.getHref('client'));
    const footer = page.getByRole('contentinfo');
    const countries = footer.getByRole('region', { name: c.common.countries.title });
    await countries.scrollIntoViewIfNeeded();
    await expect(countries.getByRole('listitem')).toHaveText(listed);
    await expectAccessible(page);

    // Saudi Arabia's host: not open yet.
    const saudi = new URL(baseURL!);
    saudi.hostname = 'sa.localhost';
    await page.goto(`${saudi.origin}/clients/homepage?lang=${language}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(c.common.comingSoon.title, { country: c.common.countries.sa }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: c.common.countries.title }).getByRole('listitem')).toHaveText(listed);
    await expectAccessible(page);
  });

  test('the numbered steps of a service page read "1." in both directions', async ({
    page,
    app,
    language,
  }, testInfo) => {
    const c = copyOf(language);
    await app.goto(paths.service.getHref('client', SUB.leakRepair));
    const steps = page.getByRole('region', { name: c.catalogue.service.howTitle }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    const first = steps.first();
    await expect(first).toContainText(c.catalogue.service.how1Title);
    // The number and its dot are one left-to-right, isolated run, whatever the page's direction.
    const number = first.locator('[dir="ltr"]');
    await expect(number).toHaveText('1.');
    await expect(number).toHaveAttribute('dir', 'ltr');
    // Drawn in that order: the dot to the right of the digit, in Arabic too.
    const [digit, dot] = await number.evaluate((element) => {
      const lefts: number[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          lefts.push(range.getBoundingClientRect().left);
        }
      }
      return lefts;
    });
    expect(dot!).toBeGreaterThan(digit!);
    await first.scrollIntoViewIfNeeded();
    await first.screenshot({ path: testInfo.outputPath('numbered-steps.png') });
    await testInfo.attach(`numbered-steps-${language}`, { path: testInfo.outputPath('numbered-steps.png') });

    // An article's numbered list: its markers are one left-to-right run ("1." in Arabic too).
    await app.goto(paths.article.getHref('client', 1));
    const list = page.locator('main ol').first();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const marker = await list
      .getByRole('listitem')
      .first()
      .evaluate((item) => {
        const style = getComputedStyle(item, '::marker');
        return { direction: style.direction, bidi: style.unicodeBidi, type: getComputedStyle(item).listStyleType };
      });
    expect(marker).toEqual({ direction: 'ltr', bidi: 'isolate', type: 'decimal' });
    await list.scrollIntoViewIfNeeded();
    await list.screenshot({ path: testInfo.outputPath('article-list.png') });
    await testInfo.attach(`article-list-${language}`, { path: testInfo.outputPath('article-list.png') });
  });

  test('on a phone: a refused price keeps focus on the price with its message; a sent offer brings its confirmation into view, focused', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await page.setViewportSize(PHONE);
    await signInAt({ page, app, sandbox, language }, paths.jobOpportunities.getHref(), DEMO.provider.email);
    const job = await sandbox.createRequest({ client: DEMO.unverified.email, subService: SUB.drainUnclogging });
    await app.goto(paths.job.getHref(job));
    const form = page.getByRole('region', { name: c.offers.send.title });
    const price = form.getByLabel(c.offers.send.price);
    await price.fill('9');
    await form.getByRole('button', { name: c.offers.send.send }).click();
    await expect(price).toBeFocused();
    await expect(price).toHaveAccessibleDescription(new RegExp(c.validation.priceMin));

    await price.fill('120');
    await form.getByRole('button', { name: c.offers.send.send }).click();
    const confirmation = page.getByRole('status').filter({ hasText: c.offers.send.sent });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expectAccessible(page);
  });
});
