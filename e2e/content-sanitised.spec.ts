import { expect, test } from './fixtures';
import { paths } from '../config/paths';

/* An article's body is publisher HTML: what reaches the page is sanitised (services/content/sanitize-html.ts). */

/** Mobile first: every reading screen at 375 px. */
test.use({ viewport: { width: 375, height: 740 } });

test.describe('article bodies are sanitised @one-language', () => {
  test('the XSS corpus, published as an article, never executes', async ({ page, app, sandbox }) => {
    // While DOMPurify parses the body (in an inert document that inherits the page's CSP), Chromium
    // refuses and reports each inline handler: expected here. What reaches the page is checked below.
    test.info().annotations.push({ type: 'csp-expected', description: 'script-src-attr' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await sandbox.prepare({ scenario: 'hostile-article' });
    await app.goto(paths.article.getHref('client', 99));
    // The article itself (the related articles below are cards of their own, with the seed's pictures).
    const body = page.locator('main article').first();
    await expect(body.getByText('Safe text before.')).toBeVisible();
    // Every payload up to the mutation-XSS ones, which leave a dropped element open to the end (mocks/scenarios/content.ts).
    await expect(body.getByText('Payload 36.')).toBeVisible();
    // Give onerror/onload/ontoggle handlers and animations the time they would need to fire.
    await page.waitForTimeout(1_000);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await body.locator('script, svg, math, iframe, object, embed, form, style, template, [style]').count()).toBe(
      0,
    );
    const attributes = await body
      .locator('*')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
        ),
      );
    expect(attributes.filter((attribute) => /^on|=\s*(javascript|vbscript|data):/i.test(attribute))).toEqual([]);
  });
});
