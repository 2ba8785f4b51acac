import { COPY } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { paths } from '../config/paths';
import arCommon from '../locales/ar/common.json';
import arContent from '../locales/ar/content.json';
import enCommon from '../locales/en/common.json';
import enContent from '../locales/en/content.json';
import { TIMEOUTS } from '../services/api/timeouts';

/** Mobile first: the phone whose network stalls. */
test.use({ viewport: { width: 375, height: 740 } });

const copyOf = (language: 'ar' | 'en') => ({
  ...COPY[language],
  common: language === 'ar' ? arCommon : enCommon,
  content: language === 'ar' ? arContent : enContent,
});

test.describe('a call the server is slow to answer @one-language', () => {
  // The app's own wait (15 s) runs out in the browser: this test waits for it once, with as long
  // again for a loaded machine's late timers, and a test's usual 60 s for the rest.
  test.setTimeout(TIMEOUTS.callMs * 2 + 60_000);

  test('times out with its own message where the form is, keeps every word, and the retry sends once (the first answer replayed)', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await app.goto(paths.contactUs.getHref('client'));
    const form = page.locator('main form');
    const details =
      language === 'ar' ? 'لم يصل رصيدي بعد الدفع. JO-2026-006001' : 'My balance did not go up. JO-2026-006001';
    await form.getByLabel(c.content.contact.topic).selectOption({ label: c.content.contact.topics.payments });
    await form.getByLabel(c.content.contact.details).fill(details);
    await form.getByLabel(c.content.contact.name).fill('Lina Haddad');
    await form.getByLabel(c.content.contact.email).fill('lina@mail.jo');
    // The server takes the message at once; its answer comes long after the app stopped waiting.
    await sandbox.fail({ method: 'POST', path: 'contact-us/', answerDelayMs: TIMEOUTS.callMs + 20_000, times: 1 });
    const submit = form.getByRole('button', { name: c.content.contact.submit });
    await submit.click();

    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(c.common.timedOut, { timeout: TIMEOUTS.callMs * 2 });
    await expect(alert).toBeFocused();
    await expect(submit).toBeEnabled();
    await expect(form.getByLabel(c.content.contact.details)).toHaveValue(details);
    await expect(form.getByLabel(c.content.contact.email)).toHaveValue('lina@mail.jo');
    await expectAccessible(page);
    expect((await sandbox.state()).content.contactMessages).toHaveLength(1);

    const retried = page.waitForResponse((response) => response.url().includes('/api/v1/contact-us/'));
    await submit.click();
    expect((await retried).headers()['idempotent-replayed']).toBe('true');
    await expect(page.getByRole('status').getByRole('heading', { name: c.content.contact.sentTitle })).toBeVisible();
    expect((await sandbox.state()).content.contactMessages.map((message) => message.details)).toEqual([details]);
  });
});
