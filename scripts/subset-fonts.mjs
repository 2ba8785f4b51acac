// The Arabic faces' core files (styles/fonts/*.woff2, committed), cut from @fontsource's Arabic
// files with subset-font (HarfBuzz's subsetter: the joining forms and ligatures the letters need
// stay). styles/fonts.css is the one home of the ranges: each face whose src is a file under
// ./fonts/ gets the code points of its unicode-range. Run after fonts.css's core range or the
// package changes: `node scripts/subset-fonts.mjs`; styles/fonts.test.ts checks the files are what
// this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = join(import.meta.dirname, '..');

/** Each face cut from a package file: where it goes, the package file it is cut from, its code points. */
export function coreFaces(css = readFileSync(join(root, 'styles/fonts.css'), 'utf8')) {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body);
  return faces.flatMap((body) => {
    const file = /src:\s*url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1];
    if (!file) return [];
    const from = /cut from: ([^\s*]+)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!from || !range) throw new Error(`styles/fonts.css: ${file} names no "cut from:" file or no unicode-range`);
    return [{ file, from, codePoints: codePointsOf(range) }];
  });
}

/** `U+0600-0670, U+200C` → every code point it names. */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(start, 16);
    const to = parseInt(end, 16);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

/** The face's file as this script writes it. */
export function cut({ from, codePoints }) {
  const source = readFileSync(join(root, 'node_modules', from));
  return subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const face of coreFaces()) {
    const data = await cut(face);
    writeFileSync(join(root, 'styles/fonts', face.file), data);
    console.log(`styles/fonts/${face.file}: ${data.length} bytes (${face.codePoints.length} code points)`);
  }
}
