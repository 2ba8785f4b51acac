// @vitest-environment node
import { readdirSync } from 'node:fs';

/**
 * A screen's folder says which domain it belongs to, as a user would name it: two folders
 * whose names differ only by a plural (`provider/` beside `providers/`) leave a newcomer
 * guessing where a screen lives (docs/architecture.md "Where each domain lives").
 */
const folders = readdirSync('components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function singular(name: string): string {
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

describe('component folders', () => {
  it('has no two folders that are the singular and plural of one name', () => {
    const seen = new Map<string, string>();
    const pairs: string[] = [];
    for (const folder of folders) {
      const other = seen.get(singular(folder));
      if (other) pairs.push(`${other} / ${folder}`);
      seen.set(singular(folder), folder);
    }
    expect(pairs).toEqual([]);
  });

  it('would see such a pair', () => {
    expect(singular('providers')).toBe(singular('provider'));
    expect(singular('categories')).toBe(singular('category'));
  });
});
