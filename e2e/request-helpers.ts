import { COPY } from './auth-helpers';
import { expect, type AppFixture, type LanguageOption, type SandboxFixture, urlIs } from './fixtures';
import { paths } from '../config/paths';
import arCatalogue from '../locales/ar/catalogue.json';
import arCommon from '../locales/ar/common.json';
import arRequests from '../locales/ar/requests.json';
import arSettings from '../locales/ar/settings.json';
import enCatalogue from '../locales/en/catalogue.json';
import enCommon from '../locales/en/common.json';
import enRequests from '../locales/en/requests.json';
import enSettings from '../locales/en/settings.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';
import type { Locator, Page } from '@playwright/test';

/** The request form's copy and answers, shared by request.spec.ts and sessions.spec.ts. */
const ANSWERS = {
  ar: {
    search: 'تسريب',
    service: 'إصلاح التسريبات',
    where: 'شقة',
    tasksTitle: 'ما الذي تحتاجه؟',
    tasks: ['تسريب حنفية', 'تسريب في الجدار'],
    timeOfDay: 'صباحاً',
    size: 'ما الحجم أو الكمية تقريباً؟',
    notes: 'يوجد موقف سيارات',
    describe: 'صف العمل المطلوب',
    description: 'تسريب تحت المغسلة منذ أسبوع',
    notSure: 'لست متأكداً بعد',
  },
  en: {
    search: 'leak',
    service: 'Leak repair',
    where: 'Apartment',
    tasksTitle: 'What needs to be done?',
    tasks: ['Dripping tap', 'Leak in a wall'],
    timeOfDay: 'Morning',
    size: 'Roughly what size or quantity?',
    notes: 'Parking available',
    describe: 'Describe the job',
    description: 'A leak under the sink for a week',
    notSure: 'Not sure yet',
  },
} as const;

export function copyOf(language: 'ar' | 'en') {
  return language === 'ar'
    ? {
        ...COPY.ar,
        catalogue: arCatalogue,
        request: arRequests.form,
        settings: arSettings,
        answers: ANSWERS.ar,
        common: arCommon,
      }
    : {
        ...COPY.en,
        catalogue: enCatalogue,
        request: enRequests.form,
        settings: enSettings,
        answers: ANSWERS.en,
        common: enCommon,
      };
}

/** A real 1×1 PNG, so the previews decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

export async function next(dialog: Locator, c: ReturnType<typeof copyOf>) {
  await dialog.getByRole('button', { name: c.request.next, exact: true }).click();
}

export async function choose(select: Locator) {
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
}

/** From the service page: start the request and answer every question type. */
export async function answerEveryQuestion(page: Page, c: ReturnType<typeof copyOf>): Promise<Locator> {
  await page.getByRole('button', { name: c.catalogue.service.start }).first().click();
  await expect(page).toHaveURL(/[?&]request=1/);
  const dialog = page.getByRole('dialog');
  const a = c.answers;
  await dialog.getByRole('radio', { name: a.where }).click(); // panel, single
  await next(dialog, c);
  const tasks = dialog.getByRole('group', { name: a.tasksTitle });
  await expect(tasks).toBeVisible();
  await next(dialog, c); // a mandatory multiple choice skipped: said next to it
  await expect(dialog.getByText(c.validation.required)).toBeVisible();
  // Chips keep their input visually hidden: a person taps the chip.
  for (const task of a.tasks) await tasks.getByText(task, { exact: true }).click(); // ui_tags, multiple
  for (const task of a.tasks) await expect(tasks.getByRole('checkbox', { name: task })).toBeChecked();
  await next(dialog, c);
  await dialog.getByText(a.timeOfDay, { exact: true }).click(); // ui_tags, single, optional
  await expect(dialog.getByRole('radio', { name: a.timeOfDay })).toBeChecked();
  await next(dialog, c);
  await dialog.getByRole('textbox', { name: a.size }).fill('2'); // text, optional
  await next(dialog, c);
  await dialog.getByRole('checkbox', { name: a.notes }).click(); // panel, multiple, optional
  await next(dialog, c);
  await dialog.getByRole('textbox', { name: a.describe }).fill(a.description); // text_area, mandatory
  await next(dialog, c);
  return dialog;
}

/** The demo client signed in, on the leak-repair service page (a public page: the login first, then back). */
export async function clientOnLeakRepair(
  { page, app, sandbox, language }: { page: Page; app: AppFixture; sandbox: SandboxFixture } & LanguageOption,
  c: Pick<ReturnType<typeof copyOf>, 'auth'>,
): Promise<void> {
  await sandbox.prepare({ scenario: language === 'en' ? 'users-speak-english' : 'seed' });
  await app.goto(paths.auth.login.getHref('client', { next: paths.service.getHref('client', SUB.leakRepair) }));
  await page.getByLabel(c.auth.login.identifier).fill(DEMO.client.email);
  await page.getByLabel(c.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
}

/** The three draft photo stores (store/shared/draft-images.ts). */
export const PHOTO_STORES = ['request-draft-images', 'offer-draft-images', 'provider-gallery-images'];

/** How many photos each IndexedDB draft store holds (request, offer, provider gallery). */
export function photoCounts(page: Page): Promise<number[]> {
  return page.evaluate(
    (stores) =>
      Promise.all(
        stores.map(
          (name) =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open(name, 1);
              open.onupgradeneeded = () => open.result.createObjectStore('images');
              open.onsuccess = () => {
                const count = open.result.transaction('images').objectStore('images').count();
                count.onsuccess = () => {
                  resolve(count.result);
                  open.result.close();
                };
              };
            }),
        ),
      ),
    PHOTO_STORES,
  );
}
