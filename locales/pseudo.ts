import type { PostProcessorModule } from 'i18next';

/*
 * A development-only pseudo-locale (`?pseudo=1` under `next dev`; production builds drop
 * this module): every translated string is accented, bracketed and a third longer, so a
 * hard-coded string stands out in plain ASCII, a cut-off text loses its closing bracket,
 * and the page is mirrored (an Arabic page turns left-to-right, an English one right-to-left)
 * to check the layout's logical sides without reading Arabic. `?pseudo=0` turns it off.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** What must reach the reader untouched: `{{values}}`, `<tags>` of <Trans>, `$t(nested)` keys. */
const PROTECTED = /(\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\))/;

export function pseudoLocalize(text: string): string {
  const parts = text.split(PROTECTED);
  const body = parts
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const visible = parts.filter((_, index) => index % 2 === 0).join('').length;
  return `⟦${body}${'~'.repeat(Math.ceil(visible / 3))}⟧`;
}

export const pseudoProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => pseudoLocalize(value),
};

const FLAG = 'PSEUDO_LOCALE';

/** `?pseudo=1` turns it on for the tab, `?pseudo=0` off; otherwise as before. */
export function pseudoRequested(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
): boolean {
  const asked = new URLSearchParams(search).get('pseudo');
  if (asked === '1') storage.setItem(FLAG, '1');
  if (asked === '0') storage.removeItem(FLAG);
  return storage.getItem(FLAG) === '1';
}

/** The other direction than the language's: the mirror check. */
export function mirrorDirection(root: HTMLElement = document.documentElement): void {
  root.dir = root.dir === 'rtl' ? 'ltr' : 'rtl';
}
