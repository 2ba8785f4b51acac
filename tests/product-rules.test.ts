// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A comment's `§N` is docs/product-rules.md's section N (the product spec's rules in our words,
 * numbered as the spec is): every section cited exists there, and the page keeps the spec's nine.
 */
const RULES = readFileSync('docs/product-rules.md', 'utf8');
const sections = new Set([...RULES.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));

/** `file: §N` for every citation in the tracked sources and docs (this page aside). */
function citations(): { file: string; section: number }[] {
  const out = execFileSync('git', ['grep', '-noE', '§ ?[0-9]+', '--', '.', ':!docs/product-rules.md'], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [file = '', , cited = ''] = line.split(':');
      return { file, section: Number(cited.replace(/\D/g, '')) };
    });
}

describe('docs/product-rules.md: what a comment’s §N points to', () => {
  it('has the spec’s nine sections, in order', () => {
    expect([...sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has every section a comment cites', () => {
    const cited = citations();
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ section }) => !sections.has(section))).toEqual([]);
  });
});
