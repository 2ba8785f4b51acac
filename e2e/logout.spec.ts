import { expect, test, urlStartsWith, type AppFixture, type LanguageOption, type SandboxFixture } from './fixtures';
import { PHOTO_STORES, photoCounts } from './request-helpers';
import { copyFor, signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import { DEMO } from '../tests/factories';
import type { Page } from '@playwright/test';

/** Logout on a phone (375 px), from the settings menu: what is left on the server and on the device. */
test.use({ viewport: { width: 375, height: 740 } });

const SETTINGS = paths.settings.index.getHref('client');

function tokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('access-token'),
    refresh: localStorage.getItem('refresh-token'),
  }));
}

async function profileStatus(access: string | null): Promise<number> {
  const answer = await fetch('/api/v1/auth/user/profile/?country=1', {
    headers: { Authorization: `Bearer ${access}` },
  });
  return answer.status;
}

/** What the sandbox answers, in this tab, to the profile read with `access` and to a refresh with `refresh`. */
function tokenStatuses(page: Page, { access, refresh }: { access: string | null; refresh: string | null }) {
  return page.evaluate(
    async (pair) => [
      (await fetch('/api/v1/auth/user/profile/?country=1', { headers: { Authorization: `Bearer ${pair.access}` } }))
        .status,
      (
        await fetch('/api/v1/auth/token/refresh/?country=1', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh: pair.refresh }),
        })
      ).status,
    ],
    { access, refresh },
  );
}

/** A draft and a draft photo in each photo store, as the request form, the offer and the wizard leave them. */
function leaveDrafts(page: Page): Promise<void> {
  return page.evaluate(async (stores) => {
    localStorage.setItem(
      'CONTACT_DRAFT',
      JSON.stringify({ topic: 'general', details: 'My own words', name: 'Sara', email: 'sara@mail.jo' }),
    );
    await Promise.all(
      stores.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open(name, 1);
            open.onupgradeneeded = () => open.result.createObjectStore('images');
            open.onerror = () => reject(open.error ?? new Error(name));
            open.onsuccess = () => {
              const write = open.result.transaction('images', 'readwrite');
              write.objectStore('images').put(new Blob(['photo'], { type: 'image/png' }), 'photo-1');
              write.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          }),
      ),
    );
  }, PHOTO_STORES);
}

/** Signed in as the demo client on the settings index, its menu alone on a phone. */
const signIn = (fixtures: { page: Page; app: AppFixture; sandbox: SandboxFixture } & LanguageOption) =>
  signInAt(fixtures, SETTINGS, DEMO.client.email);

/** Settings → Log out. */
function tapLogOut(page: Page, language: LanguageOption['language']): Promise<void> {
  const { settings } = copyFor(language);
  return page
    .getByRole('navigation', { name: settings.menu.label })
    .getByRole('button', { name: settings.menu.logout })
    .click();
}

const ourKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => !key.startsWith('SANDBOX_'))
      .sort(),
  );

test.describe('logout on a phone', () => {
  test('Settings → Log out: both tokens are refused afterwards, in this tab and in another one open beside it @one-language', async ({
    page,
    app,
    sandbox,
    language,
    context,
  }) => {
    await signIn({ page, app, sandbox, language });
    // The person's other tab of the app, open since before the logout (it runs the sandbox too).
    const other = await context.newPage();
    await other.goto(paths.home.getHref('client'));
    await expect(other.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 15_000 });
    const live = await tokens(page);
    // The other tab's sandbox knows the session (a refresh here would rotate the page's tokens away).
    expect(await other.evaluate(profileStatus, live.access)).toBe(200);

    await tapLogOut(page, language);
    await expect(page).toHaveURL(urlStartsWith(paths.home.getHref('client')));
    await app.ready();
    expect(await ourKeys(page)).toEqual(['COUNTRY', 'LANGUAGE']);
    expect(await tokenStatuses(other, live)).toEqual([401, 401]);
    expect(await tokenStatuses(page, live)).toEqual([401, 401]);
  });

  test('offline, before anything logout needs was loaded: the device is cleared, drafts and photos too @one-language', async ({
    page,
    app,
    sandbox,
    language,
    context,
  }) => {
    await signIn({ page, app, sandbox, language });
    await leaveDrafts(page);
    expect(await photoCounts(page)).toEqual([1, 1, 1]);
    // A fresh page: nothing the logout loads on the way has been asked for yet.
    await page.reload();
    await app.ready();
    await context.setOffline(true);
    // The device is cleared at once, and the page leaves for the home (offline: the browser's own page).
    const leaving = page.waitForEvent(
      'requestfailed',
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === paths.home.getHref('client'),
    );
    await tapLogOut(page, language);
    await leaving;
    await context.setOffline(false);
    await app.goto(paths.home.getHref('client'));
    expect(await ourKeys(page)).toEqual(['COUNTRY', 'LANGUAGE']);
    expect(await photoCounts(page)).toEqual([0, 0, 0]);
  });
});
