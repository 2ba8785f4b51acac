// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error -- a plain .mjs script, without type declarations
import { findImportCycles } from './import-cycles.mjs';

/** A throw-away project of the given files; returns the cycles found in it. */
function cyclesIn(files: Record<string, string>): string[][] {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return findImportCycles(root) as string[][];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('import cycles (scripts/import-cycles.mjs, run by npm run lint)', () => {
  it.each<[string, Record<string, string>, string[][]]>([
    ['none in a chain', { 'a.ts': "import { b } from './b';\nexport const a = b;", 'b.ts': 'export const b = 1;' }, []],
    [
      'two files through relative paths',
      {
        'a.ts': "import { b } from './b';\nexport const a = 1;",
        'b.ts': "import { a } from './a';\nexport const b = a;",
      },
      [['a.ts', 'b.ts', 'a.ts']],
    ],
    [
      'three files through the @/ alias, an index and a re-export',
      {
        'store/a.ts': "import { b } from '@/hooks';\nexport const a = b;",
        'hooks/index.ts': "export { b } from './b';",
        'hooks/b.tsx': "import { a } from '../store/a';\nexport const b = () => a;",
      },
      [['hooks/b.tsx', 'store/a.ts', 'hooks/index.ts', 'hooks/b.tsx']],
    ],
    [
      'through a lazy import()',
      {
        'a.ts': "export const load = () => import('./b');",
        'b.ts': "import { load } from './a';\nexport const b = load;",
      },
      [['a.ts', 'b.ts', 'a.ts']],
    ],
    [
      'through type-only imports too (import type, an inline type, a type re-export)',
      {
        'a.ts': "import type { B } from './b';\nexport type A = B;",
        'b.ts': "import { type C } from './c';\nexport type B = C;",
        'c.ts': "export type { A as C } from './a';",
      },
      [['a.ts', 'b.ts', 'c.ts', 'a.ts']],
    ],
    [
      "through a type written as import('…').Name",
      {
        'a.ts': "export type A = import('./b').B;",
        'b.ts': "import type { A } from './a';\nexport type B = A[];",
      },
      [['a.ts', 'b.ts', 'a.ts']],
    ],
    ['not through packages', { 'a.ts': "import axios from 'axios';\nexport const a = axios;" }, []],
  ])('%s', (_, files, expected) => {
    expect(cyclesIn(files)).toEqual(expected);
  });
});

describe('this project', () => {
  it('has no import circle, counting type-only imports (services/, mocks/ and the whole app)', () => {
    expect(findImportCycles(process.cwd())).toEqual([]);
  }, 120_000); // every file parsed once: seconds alone, more on a loaded machine
});
