import { expect, expectAccessible, test } from './fixtures';
import { paths } from '../config/paths';
import arMessages from '../locales/ar/MESSAGES.json';
import arRequests from '../locales/ar/requests.json';
import enMessages from '../locales/en/MESSAGES.json';
import enRequests from '../locales/en/requests.json';
import { SUB } from '../mocks/data/catalogue/catalogue';
import type { Page } from '@playwright/test';

/**
 * The voice form with the browser's speech recognition replaced by a scripted one: each test says
 * what it hears (`window.__speech.hear`) or how it fails, as Chromium's own would.
 */
async function fakeRecognition(page: Page) {
  await page.addInitScript(() => {
    type Handler = ((event: unknown) => void) | null;
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: Handler = null;
      onerror: Handler = null;
      onnomatch: Handler = null;
      onend: Handler = null;
      start() {
        Object.assign(window, { __speech: this });
      }
      stop() {
        this.onend?.({});
      }
      abort() {}
      hear(...phrases: string[]) {
        this.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) });
      }
      fail(error: string) {
        this.onerror?.({ error });
        this.onend?.({});
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  });
}

const copyOf = (language: 'ar' | 'en') =>
  language === 'ar'
    ? { request: arRequests.form, messages: arMessages }
    : { request: enRequests.form, messages: enMessages };

/** To the request form's where-and-when step, as a guest, on the short path ("Not sure yet"). */
async function openVoiceForm(page: Page, app: { goto(path: string): Promise<void> }, language: 'ar' | 'en') {
  const c = copyOf(language);
  await app.goto(paths.requestForm.getHref(SUB.homeCleaning));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: language === 'ar' ? 'لست متأكداً بعد' : 'Not sure yet' }).click();
  await dialog.getByRole('button', { name: c.request.next, exact: true }).click();
  await dialog.getByRole('textbox').fill(language === 'ar' ? 'تنظيف النوافذ' : 'Windows only');
  await dialog.getByRole('button', { name: c.request.next, exact: true }).click();
  await dialog.getByRole('button', { name: c.request.voice.open }).click();
  const voice = page.getByRole('dialog', { name: c.request.voice.title });
  // (the dialog's root has no box of its own: its panel is what shows)
  await expect(voice.getByRole('heading', { name: c.request.voice.title })).toBeVisible();
  return voice;
}

test.describe('dictating the request', () => {
  test('what was heard is edited and goes into the comment; the countdown cuts at 30 seconds', async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    await fakeRecognition(page);
    await page.clock.install();
    const voice = await openVoiceForm(page, app, language);
    await expect(voice.getByText('0:30')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __speech: { lang: string } }).__speech.lang)).toBe(
      language === 'ar' ? 'ar-JO' : 'en-US',
    );
    await expectAccessible(page);
    const words = language === 'ar' ? 'النوافذ الكبيرة فقط' : 'only the big windows';
    await page.evaluate(
      (text) => (window as unknown as { __speech: { hear(t: string): void } }).__speech.hear(text),
      words,
    );
    await page.clock.runFor(30_000);
    const transcript = voice.getByRole('textbox');
    await expect(transcript).toHaveValue(words);
    await transcript.fill(`${words}!`);
    await voice.getByRole('button', { name: c.request.voice.use }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('textbox', { name: new RegExp(c.request.details.comment.replace('?', '\\?')) }),
    ).toHaveValue(`${words}!`);
  });

  test('nothing heard, a failed recognition and a refused microphone each say so and offer typing', async ({
    page,
    app,
    language,
  }) => {
    const c = copyOf(language);
    await fakeRecognition(page);
    const voice = await openVoiceForm(page, app, language);
    const speech = (script: string) => page.evaluate(script);
    await speech('window.__speech.stop()');
    await expect(voice.getByRole('alert')).toHaveText(c.messages.VOICE_NO_INPUT);
    await voice.getByRole('button', { name: c.request.voice.again }).click();
    await speech("window.__speech.fail('network')");
    await expect(voice.getByRole('alert')).toHaveText(c.messages.VOICE_NOT_UNDERSTOOD);
    await voice.getByRole('button', { name: c.request.voice.again }).click();
    await speech("window.__speech.fail('not-allowed')");
    await expect(voice.getByRole('alert')).toHaveText(c.request.voice.denied);
    await expectAccessible(page);
    await voice.getByRole('button', { name: c.request.voice.type }).click();
    await expect(voice).toHaveCount(0);
  });

  test('a browser without speech recognition says so instead of a dead button', async ({ page, app, language }) => {
    const c = copyOf(language);
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'webkitSpeechRecognition');
      Reflect.deleteProperty(window, 'SpeechRecognition');
    });
    const voice = await openVoiceForm(page, app, language);
    await expect(voice.getByRole('alert')).toHaveText(c.request.voice.unsupported);
  });
});
