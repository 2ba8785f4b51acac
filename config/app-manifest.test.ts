// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICONS, APPLE_TOUCH_ICON, appManifest } from './app-manifest';
import { LANGUAGE_CODES } from '../locales/languages';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest (config/app-manifest.ts)', () => {
  it.each(LANGUAGE_CODES)('%s: installable fields, its language and direction', (language) => {
    const manifest = appManifest(language);
    expect(manifest).toMatchObject({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr', display: 'standalone' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/start');
    expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('the two languages are one app: same id, start and icons, different words', () => {
    const [ar, en] = LANGUAGE_CODES.map(appManifest);
    expect(ar?.id).toBe(en?.id);
    expect(ar?.icons).toEqual(en?.icons);
    expect(ar?.name).not.toBe(en?.name);
  });

  it.each<[string, string]>([
    ...APP_ICONS.map((icon): [string, string] => [icon.src, icon.sizes]),
    [APPLE_TOUCH_ICON, '180x180'],
  ])('%s is committed at %s (scripts/app-icons.mjs)', (src, sizes) => {
    const path = join(process.cwd(), 'public', src);
    expect(existsSync(path)).toBe(true);
    expect(pngSize(path)).toBe(sizes);
  });
});
