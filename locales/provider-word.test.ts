// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OTHER_PROVIDER_WORD } from './provider-word';

const root = join(__dirname, '..');

/** Every file under `dir` (relative to the repository) ending in one of `endings`. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .map((file) => join(dir, file));
}

/** `file: word` for every other word for "provider" in these files. */
function otherWords(files: readonly string[], word: RegExp): string[] {
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(new RegExp(word.source, 'gu'))].map(
      (found) => `${file}: ${found[0]}`,
    ),
  );
}

describe('one word for "provider" in each language', () => {
  it('the Arabic copy and the sandbox (its Arabic messages and seed) say مزوّد الخدمة only', () => {
    const files = [...filesUnder('locales/ar', ['.json']), ...filesUnder('mocks', ['.ts'])];
    expect(otherWords(files, OTHER_PROVIDER_WORD.ar)).toEqual([]);
  });

  it('the English copy says "provider" only', () => {
    expect(otherWords(filesUnder('locales/en', ['.json']), OTHER_PROVIDER_WORD.en)).toEqual([]);
  });

  it.each([
    ['إنشاء حساب مقدم خدمة', ['مقدم']],
    ['التبديل إلى مقدّم خدمة', ['مقدّم']],
    ['ويُبلَّغ مقدموها بالسبب', ['مقدموها']],
    ['أنشئ حسابك كمقدّم خدمة', ['كمقدّم']],
    ['مزوّدو الخدمة والعروض المقدّمة', []],
    ['ولا تدفع المبلغ كاملاً مقدّماً', []],
  ])('finds the other Arabic word in "%s"', (text, expected) => {
    expect([...text.matchAll(new RegExp(OTHER_PROVIDER_WORD.ar.source, 'gu'))].map((found) => found[0])).toEqual(
      expected,
    );
  });
});
