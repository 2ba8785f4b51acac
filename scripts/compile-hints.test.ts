// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_HINT, firstLoadScripts, shiftedMap, withCompileHint } from './compile-hints.mjs';

const MANIFEST = {
  pages: {
    '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/turbopack-runtime.js'],
    '/clients/homepage': ['static/chunks/home.js', 'static/chunks/turbopack-runtime.js'],
  },
  lowPriorityFiles: ['static/build/_buildManifest.js'],
};

describe('the first-load scripts', () => {
  it("are every page's scripts, once each, without the runtime, the CSS or the low-priority manifests", () => {
    expect(firstLoadScripts(MANIFEST)).toEqual(['static/chunks/app.js', 'static/chunks/home.js']);
  });
});

describe('the compile hint', () => {
  it.each([
    ['a chunk', 'globalThis.TURBOPACK.push([1])', `${COMPILE_HINT}\nglobalThis.TURBOPACK.push([1])`],
    ['a chunk marked already', `${COMPILE_HINT}\nx()`, null],
    ['a chunk that only mentions the hint later', `x()\n${COMPILE_HINT}\n`, `${COMPILE_HINT}\nx()\n${COMPILE_HINT}\n`],
  ])('%s', (_, source, expected) => {
    expect(withCompileHint(source)).toBe(expected);
  });

  it.each([
    ['a plain map: an empty first line', { version: 3, mappings: 'AAAA;AACA' }, { version: 3, mappings: ';AAAA;AACA' }],
    [
      'an index map: each section a line down',
      {
        version: 3,
        sections: [
          { offset: { line: 0, column: 0 }, map: {} },
          { offset: { line: 4, column: 2 }, map: {} },
        ],
      },
      {
        version: 3,
        sections: [
          { offset: { line: 1, column: 0 }, map: {} },
          { offset: { line: 5, column: 2 }, map: {} },
        ],
      },
    ],
  ])('moves %s', (_, map, expected) => {
    expect(shiftedMap(map)).toEqual(expected);
  });
});

describe('node scripts/compile-hints.mjs <dist>', () => {
  it('marks the first-load scripts once, moves their maps, and leaves the runtime and the chunks loaded later alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    const chunks = join(dir, 'static/chunks');
    mkdirSync(chunks, { recursive: true });
    writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(chunks, 'app.js'), 'a()\n//# sourceMappingURL=app.js.map');
    writeFileSync(join(chunks, 'app.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(join(chunks, 'home.js'), 'h()');
    writeFileSync(join(chunks, 'turbopack-runtime.js'), 'r()');
    writeFileSync(join(chunks, 'dialog.js'), 'd()');
    const run = () => execFileSync(process.execPath, ['scripts/compile-hints.mjs', dir], { encoding: 'utf8' });
    try {
      expect(run()).toContain('2 of the 2 first-load script(s)');
      const read = (name: string) => readFileSync(join(chunks, name), 'utf8');
      expect(read('app.js')).toBe(`${COMPILE_HINT}\na()\n//# sourceMappingURL=app.js.map`);
      expect(read('home.js')).toBe(`${COMPILE_HINT}\nh()`);
      expect(read('turbopack-runtime.js')).toBe('r()');
      expect(read('dialog.js')).toBe('d()');
      expect(JSON.parse(read('app.js.map'))).toEqual({ version: 3, mappings: ';AAAA' });
      // A second run (a build step run twice) changes nothing: no second line, no map moved twice.
      expect(run()).toContain('0 of the 2 first-load script(s)');
      expect(JSON.parse(read('app.js.map'))).toEqual({ version: 3, mappings: ';AAAA' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
