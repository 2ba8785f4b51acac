import { expectUpdateWaitsForReload } from './app-update-helpers';
import { expect, test } from './fixtures';
import { paths } from '../config/paths';

/**
 * The sandbox build runs the app's service worker (public/sw.js) with MSW's inside it, at the root
 * scope, so QA tests the worker users get: the page is controlled by ours, and the sandbox answers.
 */
test('the app worker, with MSW inside, controls the page and the sandbox answers @one-language', async ({
  page,
  app,
}) => {
  await app.goto(paths.services.getHref('client'));
  const script = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller?.scriptURL ?? null;
  });
  expect(script).toMatch(/\/sw\.js\?v=[^&]+&sandbox=1(&push=1)?$/);
  // An answer of the sandbox's through that worker: the catalogue is listed.
  await expect(page.locator(`a[href^="${paths.category.getHref('client', '')}"]`).first()).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).toEqual(
    expect.arrayContaining([expect.stringMatching(/^static-/), expect.stringMatching(/^shell-/)]),
  );
});

test.describe('a new sandbox build', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // MSW's worker, imported by ours, skips waiting on install: ours makes that a no-op (public/sw.js).
  test('waits for the tap on Reload like a live one, the typed email kept until then @one-language', async ({
    page,
    context,
    language,
  }) => {
    await expectUpdateWaitsForReload(page, context, language);
  });
});
