// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- a plain .mjs script, without type declarations
import { markers, replaceBlock, runLine, writeBlock } from './doc-block.mjs';

const replace = replaceBlock as (text: string, name: string, body: string) => string;
const line = runLine as (run: Record<string, unknown>) => string;
const block = (name: string, body: string) => {
  const [start, end] = markers(name) as [string, string];
  return `${start}\n${body}\n${end}`;
};

describe('a benchmark replaces its own block of docs/performance.md (scripts/doc-block.mjs)', () => {
  it.each<[string, string, string, string, string]>([
    [
      'in place, the text around it kept',
      `# A\n\n${block('x', 'old')}\n\nAfter.\n`,
      'x',
      'new',
      `# A\n\n${block('x', 'new')}\n\nAfter.\n`,
    ],
    ['a body of several lines', block('x', 'a\nb\nc'), 'x', '| t |\n| --- |', block('x', '| t |\n| --- |')],
    ['an empty block', `${markers('x')[0]}${markers('x')[1]}`, 'x', 'new', block('x', 'new')],
    ['the body trimmed to one newline each side', block('x', 'old'), 'x', '\n\nnew\n\n', block('x', 'new')],
    [
      'only the named block',
      `${block('x', 'a')}\n${block('x-ratios', 'b')}`,
      'x',
      'c',
      `${block('x', 'c')}\n${block('x-ratios', 'b')}`,
    ],
    ['the other of two', `${block('x', 'a')}\n${block('y', 'b')}`, 'y', 'c', `${block('x', 'a')}\n${block('y', 'c')}`],
  ])('%s', (_, text, name, body, expected) => {
    expect(replace(text, name, body)).toBe(expected);
    expect(replace(replace(text, name, body), name, body)).toBe(expected);
  });

  it.each<[string, string, RegExp]>([
    ['no block', '# A\n', /No block/],
    ['no end', `${markers('x')[0]}\nold\n`, /No block/],
    ['no start', `old\n${markers('x')[1]}\n`, /No block/],
    ['the end before the start', `${markers('x')[1]}\n${markers('x')[0]}\n`, /No block/],
    ['another block only', block('y', 'old'), /No block/],
    ['the block twice', `${block('x', 'a')}\n${block('x', 'b')}`, /twice/],
  ])('refuses %s (nothing is appended)', (_, text, error) => {
    expect(() => replace(text, 'x', 'new')).toThrow(error);
  });

  it('writes the file in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-block-'));
    const path = join(dir, 'doc.md');
    try {
      writeFileSync(path, `# A\n${block('x', 'old')}\nB\n`);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      writeBlock('x', 'new', path);
      expect(readFileSync(path, 'utf8')).toBe(`# A\n${block('x', 'new')}\nB\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a run within a day, with its load',
      {
        startedAt: '2026-11-27T08:14:05Z',
        endedAt: '2026-11-27T08:17:59Z',
        commit: '6ee62d3',
        loadAtStart: '1.30, 2.79, 5.70',
        loadAtEnd: '1.55, 2.24, 4.93',
      },
      'Measured 2026-11-27 08:14–08:17 UTC on `6ee62d3`, load (1, 5, 15 min) 1.30, 2.79, 5.70 → 1.55, 2.24, 4.93; 2 cores, Node v20.0.0.',
    ],
    [
      'a run past midnight',
      {
        startedAt: '2026-11-27T23:58:00Z',
        endedAt: '2026-11-28T00:03:00Z',
        commit: 'abc',
        loadAtStart: '1',
        loadAtEnd: '2',
      },
      'Measured 2026-11-27 23:58–2026-11-28 00:03 UTC on `abc`, load (1, 5, 15 min) 1 → 2; 2 cores, Node v20.0.0.',
    ],
    [
      'a figure the load cannot change: a moment, no load',
      { startedAt: '2026-11-27T08:14:05Z', commit: 'abc with uncommitted changes' },
      'Measured 2026-11-27 08:14 UTC on `abc with uncommitted changes`; 2 cores, Node v20.0.0.',
    ],
  ])('the run in one line: %s', (_, run, expected) => {
    expect(line({ cores: 2, node: 'v20.0.0', ...run })).toBe(expected);
  });
});
