import type { Language } from '@/locales/languages';

/**
 * The faces a page's own script draws its first screen in (styles/fonts.css): the family and a letter
 * of that script. An Arabic page's Latin faces come after its first paint (./latin-faces.ts).
 */
export const FIRST_FACES: Record<Language, { family: string; sample: string }> = {
  ar: { family: 'IBM Plex Sans Arabic', sample: '\u0627' },
  en: { family: 'IBM Plex Sans Arabic Latin', sample: 'A' },
};

/** The weights the app draws with (`font-semibold` renders with 700). */
export const FIRST_WEIGHTS = ['400', '700'] as const;

/**
 * The page's own faces, asked for with the HTML (pages/_document, in the body: it runs once the
 * stylesheet and its faces are in): `document.fonts.load` of the page's family at both weights for
 * a letter of its script, in the language the pre-paint script has set on `<html lang>`. Their
 * download starts beside the app's code, so the first screen paints in them and no swap moves text.
 * It lays nothing out: an invisible sample in the overlay did the same, but its layout, before any
 * face had arrived, asked the system for fallback fonts, thirty synchronous calls on the main thread
 * (issue 42). A browser without the font loading API downloads the faces when text needs them.
 */
export function fontWarmupScript(): string {
  return `(function(){var f=document.fonts,s=${JSON.stringify(FIRST_FACES).replace(/</g, '\\u003c')}[document.documentElement.lang];if(!f||!f.load||!s)return;${JSON.stringify(FIRST_WEIGHTS)}.forEach(function(w){f.load(w+' 1em "'+s.family+'"',s.sample).catch(function(){})})})();`;
}
