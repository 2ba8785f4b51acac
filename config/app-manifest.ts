import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestHref } from './app-manifest-href';
import { paths } from './paths';
import AR_COMMON from '../locales/ar/common.json';
import EN_COMMON from '../locales/en/common.json';
import { directionOf, LANGUAGE_CODES, type Language } from '../locales/languages';

/**
 * The web app manifest, one per language (`/manifest.<lang>.webmanifest`), written into public/ by
 * next.config.ts when it builds, like the sitemap: its words come from `common` (`appName`,
 * `install.*`), so the manifests cannot drift from the translations. The page's language's is linked
 * once the first screen has painted (components/shell/later-loads.ts).
 */
const COMMON: Record<Language, typeof EN_COMMON> = { ar: AR_COMMON, en: EN_COMMON };

/** Spec §2's colours: the provider's green for the bar (the app is installed by providers on phones), the client's blue behind the splash icon. */
export const MANIFEST_COLOURS = { theme: '#139D86', background: '#4E89DE' } as const;

/** public/icons/, drawn by scripts/app-icons.mjs from public/logo.svg. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon-180.png';

export function appManifest(language: Language) {
  const common = COMMON[language];
  return {
    // One identity for both languages' manifests: installing in one and reading the other is one app.
    id: paths.appStart.getHref(),
    name: common.install.name,
    short_name: common.appName,
    description: common.install.description,
    lang: language,
    dir: directionOf(language),
    // The start screen sends the user to their side's home by the stored role (components/shell/AppStart.tsx).
    start_url: paths.appStart.getHref(),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: MANIFEST_COLOURS.theme,
    background_color: MANIFEST_COLOURS.background,
    icons: APP_ICONS,
  };
}

export function writeAppManifests(publicDir: string): void {
  for (const language of LANGUAGE_CODES)
    writeFileSync(join(publicDir, manifestHref(language)), `${JSON.stringify(appManifest(language), null, 2)}\n`);
}
