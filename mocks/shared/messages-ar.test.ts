import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isAppTranslated } from '@/services/api/server-texts';
import { resetSandbox } from '../node';
import { ARABIC_MESSAGES, arabicOf } from './messages-ar';

const call = (path: string, language: string) =>
  fetch(`${window.location.origin}/api/v1/${path}`, { headers: { 'Accept-Language': language } }).then(
    async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }),
  );

/** Every non-test source file of the sandbox. */
function sandboxSources(folder = 'mocks'): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sandboxSources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|test-kit\.ts$/.test(name) ? [path] : [];
  });
}

describe('the sandbox answers in the caller’s language (mocks/shared/messages-ar.ts)', () => {
  beforeEach(() => resetSandbox());

  it.each([
    ['ar-JO', 'معامل الاستعلام page_size=99999 مطلوب'],
    ['ar', 'معامل الاستعلام page_size=99999 مطلوب'],
    ['en', 'Query parameter page_size=99999 is required'],
    ['fr', 'Query parameter page_size=99999 is required'],
  ])('Accept-Language %s', async (language, error) => {
    expect(await call('common/cities/by-country/1?country=1', language)).toEqual({ status: 400, body: { error } });
  });

  it('keeps the texts the app translates itself in English (the error catalogue, spec §8)', async () => {
    expect(await call('common/cities/by-country/1?page_size=99999&country=2', 'ar-JO')).toEqual({
      status: 403,
      body: { error: 'Wrong region' },
    });
  });

  it.each([
    ['Missing field: price', 'حقل ناقص: price'],
    ['Unknown field(s): budget, phone', 'حقول غير معروفة: budget, phone'],
    ['Not allowed while the request is provider hired', 'غير مسموح والطلب تم فيه توظيف مزوّد خدمة'],
    ['Only the client or provider can do this', 'لا يقوم بهذا إلا العميل أو مزوّد الخدمة'],
    ['Ensure this field has no more than 1000 characters.', 'استخدم 1000 حرف على الأكثر.'],
    ['A sentence nobody wrote', null],
  ])('%s → %s', (english, arabic) => expect(arabicOf(english)).toBe(arabic));

  it('has an Arabic text, not a copy of the English, for every entry', () => {
    for (const [english, arabic] of Object.entries(ARABIC_MESSAGES)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/);
      expect(isAppTranslated(english), english).toBe(false);
    }
  });

  it('has the Arabic of every message a handler writes in its source', () => {
    const missing: string[] = [];
    let read = 0;
    for (const file of sandboxSources()) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bfail\(\d{3}, \{ text: (['`])((?:(?!\1).)*)\1 \}/g)) {
        // A template's values stand in as a sample word, as they would in a real message.
        const text = match[2]!.replace(/\$\{[^}]*\}/g, 'x');
        read += 1;
        if (!isAppTranslated(text) && arabicOf(text) === null) missing.push(`${file}: ${text}`);
      }
    }
    expect(read).toBeGreaterThan(30); // the scan still finds the handlers' messages
    expect(missing).toEqual([]);
  });
});
