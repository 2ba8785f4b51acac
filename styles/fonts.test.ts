// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_FACES, FIRST_WEIGHTS } from '../components/shell/font-warmup-script';
// @ts-expect-error -- a script in plain JS (run by hand); its functions are tested here.
import { codePointsOf, coreFaces, cut } from '../scripts/subset-fonts.mjs';

const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
/** Every face's weight and unicode-range, in the order written. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
  family: /font-family:\s*'([^']+)'/.exec(body)?.[1],
  weight: /font-weight:\s*(\d+)/.exec(body)?.[1],
  codePoints: codePointsOf(/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '') as number[],
}));
/**
 * The package's Arabic file's range, as one face a weight had it before the core was cut out of it, and
 * the space and no-break space, which the file draws though its package's range leaves them out.
 */
const PACKAGE_ARABIC = codePointsOf(
  'U+0020, U+00A0, U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFC',
);
const SPACE = 0x20;
const globals = readFileSync(join(import.meta.dirname, 'globals.css'), 'utf8');
/** The families of the `font-family` of the rule whose selector is exactly `selector` (globals.css). */
const stackOf = (selector: string) => {
  const body = globals.split(`\n  ${selector} {`)[1]?.split('}')[0] ?? '';
  return [...(/font-family:\s*([^;]+);/.exec(body)?.[1] ?? '').matchAll(/'([^']+)'|([\w-]+)/g)].map(
    ([, quoted, bare]) => quoted ?? bare,
  );
};
const localesText = (language: string) =>
  readdirSync(join(import.meta.dirname, '../locales', language))
    .map((file) => readFileSync(join(import.meta.dirname, '../locales', language, file), 'utf8'))
    .join('');
const ARABIC_BLOCKS = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/gu;

/** A face cut from a package file (scripts/subset-fonts.mjs, which is not typed). */
interface CoreFace {
  file: string;
  from: string;
  codePoints: number[];
}

describe('the Arabic faces (styles/fonts.css)', () => {
  const core: CoreFace[] = coreFaces(css);

  it('cut a core file for each weight', () => {
    expect(core.map((face) => face.file).sort()).toEqual([
      'ibm-plex-sans-arabic-core-400.woff2',
      'ibm-plex-sans-arabic-core-700.woff2',
    ]);
  });

  it.each(['400', '700'])('cover the package file’s range at %s, each code point in one face only', (weight) => {
    const arabic = faces.filter((face) => face.family === 'IBM Plex Sans Arabic' && face.weight === weight);
    expect(arabic).toHaveLength(2);
    const all = arabic.flatMap((face) => face.codePoints);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(PACKAGE_ARABIC);
  });

  it('draw every Arabic letter of the app’s copy from the core file: a first screen never fetches the whole one', () => {
    const used = new Set([...`${localesText('ar')}${localesText('en')}`.matchAll(ARABIC_BLOCKS)].map(([c]) => c));
    expect(used.size).toBeGreaterThan(30);
    for (const face of core) {
      const outside = [...used].filter((c) => !face.codePoints.includes(c.codePointAt(0)!));
      expect(outside, face.file).toEqual([]);
    }
  });

  it.each(core.map((face): [string, CoreFace] => [face.file, face]))(
    '%s is what scripts/subset-fonts.mjs cuts, and smaller than the package file',
    async (file: string, face: CoreFace) => {
      const committed = readFileSync(join(import.meta.dirname, 'fonts', file));
      const whole = readFileSync(join(import.meta.dirname, '../node_modules', face.from));
      expect(Buffer.from(await cut(face)).equals(committed)).toBe(true);
      expect(committed.length).toBeLessThan(whole.length * 0.5);
    },
  );
});

describe('each page’s primary font (styles/globals.css)', () => {
  // Chromium takes the first face of the stack whose range holds the space as a line's primary font: its
  // metrics set the line, and a system one is looked up for each size and weight (issue 42).
  it.each([
    ['an Arabic page before its Latin faces join', "html[lang='ar']:not([data-latin-faces])", 'IBM Plex Sans Arabic'],
    ['an Arabic page after', 'html', 'IBM Plex Sans Arabic'],
    ['an English page', "html[lang='en']", 'IBM Plex Sans Arabic Latin'],
  ])('%s: the page’s own family, at each weight', (_, selector, own) => {
    const stack = stackOf(selector);
    expect(stack[0]).toBe(own);
    for (const weight of FIRST_WEIGHTS) {
      const primary = stack.find((family) =>
        faces.some((face) => face.family === family && face.weight === weight && face.codePoints.includes(SPACE)),
      );
      expect(primary, `${selector} ${weight}`).toBe(own);
    }
  });
});

describe('the faces the HTML asks for first (components/shell/font-warmup-script.ts)', () => {
  it.each(Object.entries(FIRST_FACES))('%s: its family has a face at each weight that draws its sample', (_, first) => {
    for (const weight of FIRST_WEIGHTS) {
      const drawing = faces.filter(
        (face) =>
          face.family === first.family &&
          face.weight === weight &&
          face.codePoints.includes(first.sample.codePointAt(0)!),
      );
      expect(drawing, `${first.family} ${weight}`).toHaveLength(1);
    }
  });
});
