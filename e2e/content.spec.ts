import { COPY, expectFieldError } from './auth-helpers';
import { expect, expectAccessible, test, urlIs } from './fixtures';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arContent from '../locales/ar/content.json';
import enCommon from '../locales/en/common.json';
import enContent from '../locales/en/content.json';
import { LIMITS } from '../services/shared/limits';
import type { Page } from '@playwright/test';

/** Mobile first: every reading screen at 375 px. */
test.use({ viewport: { width: 375, height: 740 } });

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  common: language === 'ar' ? arCommon : enCommon,
  content: language === 'ar' ? arContent : enContent,
  pages: language === 'ar' ? arContent : enContent,
  article1: language === 'ar' ? 'كيف تختار مزوّد الخدمة المناسب' : 'How to choose the right service provider',
  topic2: language === 'ar' ? 'العروض والرصيد' : 'Offers and balance',
  search: language === 'ar' ? 'الغاء طلبي' : 'CANCEL my request',
  question: language === 'ar' ? 'هل يمكنني إلغاء طلبي؟' : 'Can I cancel my request?',
  answer: language === 'ar' ? 'نعم، ما دمت لم توظف مزوّد خدمة بعد' : 'Yes, as long as you have not hired a provider yet',
});

async function expectFits(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Title, description, canonical URL and the ar/en/x-default alternates of a public page. */
async function expectSeo(page: Page, language: 'ar' | 'en', canonicalPath: string, title: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}${canonicalPath}?lang=${language}`,
  );
  for (const [hreflang, suffix] of [
    ['ar', '?lang=ar'],
    ['en', '?lang=en'],
    ['x-default', ''],
  ] as const) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      'href',
      `${origin}${canonicalPath}${suffix}`,
    );
  }
}

test.describe('reading pages', () => {
  test('each page renders in its layout at 375 px, with its title, description, canonical URL and hreflang alternates', async ({
    page,
    app,
    language,
  }) => {
    test.slow(); // ten screens, each scanned by axe
    const c = copyOf(language);
    const screens = [
      [paths.articles.getHref('client'), 'articles', c.content.articles.title, paths.articles.getHref('client')],
      [paths.article.getHref('provider', 1), 'articles', c.article1, paths.article.getHref('client', 1)],
      [
        paths.helpCenter.getHref('client'),
        'help-center',
        c.content.helpCenter.title,
        paths.helpCenter.getHref('client'),
      ],
      [paths.helpTopic.getHref('provider', 2), 'help-center', c.topic2, paths.helpTopic.getHref('provider', 2)],
      [paths.aboutUs.getHref('client'), 'articles', c.pages.aboutUs.title, paths.aboutUs.getHref('client')],
      [
        paths.dataAndPrivacy.getHref('provider'),
        'articles',
        c.pages.dataAndPrivacy.title,
        paths.dataAndPrivacy.getHref('client'),
      ],
      [paths.termsOfUse.getHref('client'), 'articles', c.pages.termsOfUse.title, paths.termsOfUse.getHref('client')],
      [
        paths.safetyAndSecurity.getHref('client'),
        'articles',
        c.pages.safetyAndSecurity.title,
        paths.safetyAndSecurity.getHref('client'),
      ],
      [
        paths.tipsForDealing.getHref('client'),
        'articles',
        c.pages.tipsForDealing.title,
        paths.tipsForDealing.getHref('client'),
      ],
      [
        paths.testimonials.getHref('provider'),
        'bare',
        c.content.testimonials.title,
        paths.testimonials.getHref('client'),
      ],
      [paths.contactUs.getHref('client'), 'client-main', c.content.contact.title, paths.contactUs.getHref('client')],
    ] as const;
    for (const [path, layout, title, canonical] of screens) {
      await test.step(path, async () => {
        await app.goto(path);
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectFits(page);
        await expectSeo(page, language, canonical, title);
      });
    }
  });

  test('a static page reads as written, and the footer links every reading page', async ({ page, app, language }) => {
    const c = copyOf(language);
    await app.goto(paths.termsOfUse.getHref('client'));
    for (const section of c.pages.termsOfUse.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
    // The page quotes the free offers a day from LIMITS (an interpolated value in the locale).
    const fees = c.pages.termsOfUse.sections[2]!.paragraphs[0]!.replace(
      '{{freeOffersPerDay}}',
      String(LIMITS.freeOffersPerDay),
    );
    await expect(page.getByText(fees)).toBeVisible();
    const footer = page.getByRole('navigation', { name: c.common.footer.reading });
    const links = c.common.footer.links;
    for (const [label, href] of [
      [links.helpCenter, paths.helpCenter.getHref('client')],
      [links.articles, paths.articles.getHref('client')],
      [links.tipsForDealing, paths.tipsForDealing.getHref('client')],
      [links.testimonials, paths.testimonials.getHref('client')],
      [links.aboutUs, paths.aboutUs.getHref('client')],
      [links.contactUs, paths.contactUs.getHref('client')],
      [links.termsOfUse, paths.termsOfUse.getHref('client')],
      [links.dataAndPrivacy, paths.dataAndPrivacy.getHref('client')],
      [links.safetyAndSecurity, paths.safetyAndSecurity.getHref('client')],
    ] as const) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: links.testimonials, exact: true }).click();
    await expect(page.locator('[data-layout="bare"]')).toBeVisible();
    await expect(page.getByText(language === 'ar' ? 'ديما ع.' : 'Dima A.')).toBeVisible();
    await expectAccessible(page);
  });

  test('articles: the list with reading times, an article with related ones and a safe outside link; the missing one', async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    await app.goto(paths.articles.getHref('client'));
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByText(c.content.articles.readingTime.replace('{{minutes}}', '4'))).toBeVisible();
    await page
      .getByRole('link', { name: language === 'ar' ? 'علامات تسريب المياه الخفي' : 'Signs of a hidden water leak' })
      .click();
    await expect(page).toHaveURL(urlIs(paths.article.getHref('client', 3)));
    const outside = page.getByRole('link', { name: language === 'ar' ? 'مياهنا' : 'Miyahuna' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const related = page.getByRole('region', { name: c.content.articles.related });
    await expect(related.getByRole('article')).toHaveCount(3);
    await expectAccessible(page);

    await app.goto(paths.article.getHref('client', 424242));
    await expect(page.getByRole('heading', { level: 1, name: c.messages.ARTICLE_NOT_FOUND })).toBeVisible();
    await expect(page.locator('[data-layout="articles"]')).toBeVisible();
  });

  test('help center: a search finds an answer, nonsense finds nothing, and contact us is one tap away', async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    await app.goto(paths.helpCenter.getHref('client'));
    // A client sees the client topic and the shared one, not the providers' offers-and-balance topic.
    await expect(page.getByRole('link', { name: new RegExp(c.topic2) })).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: c.content.helpCenter.search });
    await search.fill(c.search);
    await page.getByText(c.question).click();
    await expect(page.getByText(c.answer)).toBeVisible();
    await expectAccessible(page);
    await search.fill('zzqx blorp');
    await expect(page.getByRole('status').filter({ hasText: c.messages.NO_RESULT })).toBeVisible();
    await page
      .getByRole('complementary', { name: c.content.helpCenter.notFoundTitle })
      .getByRole('link', { name: c.content.helpCenter.contact })
      .click();
    await expect(page).toHaveURL(urlIs(paths.contactUs.getHref('client')));
  });

  test('a help topic opens the question its link names', async ({ page, app, language }) => {
    const c = copyOf(language);
    await app.goto(paths.helpTopic.getHref('client', 1, 'question-12'));
    await expect(page.locator('#question-12')).toHaveAttribute('open', '');
    await expect(page.getByText(c.answer)).toBeVisible();
    await expect(page.locator('#question-11')).not.toHaveAttribute('open', '');
    await app.goto(paths.helpTopic.getHref('client', 999));
    await expect(page.getByRole('heading', { level: 1, name: c.messages.NO_RESULT })).toBeVisible();
  });

  test('contact us refuses an empty topic and details, keeps the draft through a failed send and a reload, then confirms', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await app.goto(paths.contactUs.getHref('client'));
    const form = page.locator('main form');
    await form.getByRole('button', { name: c.content.contact.submit }).click();
    await expectFieldError(form.getByLabel(c.content.contact.topic), c.validation.required);
    await expectFieldError(form.getByLabel(c.content.contact.details), c.validation.required);
    await expectFieldError(form.getByLabel(c.content.contact.name), c.validation.fullNameRequired);
    await expectAccessible(page);

    await form.getByLabel(c.content.contact.topic).selectOption({ label: c.content.contact.topics.payments });
    await form.getByLabel(c.content.contact.details).fill('My balance did not go up after I paid. JO-2026-006001');
    await form.getByLabel(c.content.contact.name).fill('Lina Haddad');
    await form.getByLabel(c.content.contact.email).fill('lina@mail.jo');
    await sandbox.fail({ method: 'POST', path: 'contact-us/', status: 500, times: 1 });
    await form.getByRole('button', { name: c.content.contact.submit }).click();
    await expect(form.getByRole('alert')).toBeVisible();

    await page.reload();
    await app.ready();
    await expect(form.getByLabel(c.content.contact.details)).toHaveValue(
      'My balance did not go up after I paid. JO-2026-006001',
    );
    await expect(form.getByLabel(c.content.contact.email)).toHaveValue('lina@mail.jo');
    await form.getByRole('button', { name: c.content.contact.submit }).click();
    await expect(page.getByRole('status').getByRole('heading', { name: c.content.contact.sentTitle })).toBeVisible();
    await expect(page.getByText('lina@mail.jo')).toBeVisible();
    await expectAccessible(page);
    const state = await sandbox.state();
    expect(state.content.contactMessages.map((message) => [message.topic, message.email])).toEqual([
      ['payments', 'lina@mail.jo'],
    ]);
    expect(await page.evaluate(() => localStorage.getItem('CONTACT_DRAFT'))).toBeNull();
  });

  test('an unknown page is a 404', async ({ page, app, language }) => {
    await app.goto(`${paths.helpCenter.getHref('client')}-archive`);
    await expect(page.getByRole('heading', { level: 1, name: COPY[language].messages.PAGE_NOT_FOUND })).toBeVisible();
  });
});
