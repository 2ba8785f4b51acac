// @vitest-environment node
// @ts-expect-error -- a plain .mjs benchmark script, without type declarations
import { attribute, threadTimes } from './bench-job-feed-trace.mjs';
// @ts-expect-error -- a plain .mjs benchmark script, without type declarations
import { createSymbolizer } from './source-map-names.mjs';

const MARKS = { from: 'bench:scroll-start', to: 'bench:scroll-end' };
const CHUNK = 'http://localhost:3400/_next/static/chunks/app.js';
const mark = (name: string, ts: number) => ({ name, ts, pid: 1, tid: 1, ph: 'I', cat: 'blink.user_timing' });
const slice = (name: string, ts: number, dur: number, extra: object = {}) => ({
  name,
  ts,
  dur,
  pid: 1,
  tid: 1,
  ph: 'X',
  cat: 'devtools.timeline',
  ...extra,
});
const frame = (functionName: string, url = CHUNK, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber,
});

/**
 * One scroll: a short task, and a long one (80 ms of wall time, 20 ms of it on the thread) in which a
 * page of jobs arrives, a layout runs from 110 to 130 ms, and the profiler samples every 10 ms:
 * structural sharing, then native work inside the layout twice, then React rendering (the last
 * sample weighs nothing: no next one says how long it lasted). The profiler saw 40 ms of the 80.
 */
const EVENTS = [
  mark('bench:scroll-start', 0),
  slice('RunTask', 10_000, 3_000, { tdur: 3_000 }),
  slice('RunTask', 100_000, 80_000, { tdur: 20_000 }),
  slice('XHRReadyStateChange', 101_000, 1_000, {
    args: { data: { url: 'http://api/api/v1/jobs/opportunities/?page=2' } },
  }),
  slice('Layout', 110_000, 20_000),
  { name: 'Profile', id: '0x1', pid: 1, tid: 1, ph: 'P', cat: 'v8', args: { data: { startTime: 100_000 } } },
  {
    name: 'ProfileChunk',
    id: '0x1',
    pid: 1,
    tid: 2,
    ph: 'P',
    cat: 'v8',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)', '') },
            { id: 2, parent: 1, callFrame: frame('b', CHUNK, 9) },
            { id: 3, parent: 1, callFrame: frame('(program)', '') },
            { id: 4, parent: 1, callFrame: frame('performWorkUntilDeadline') },
            { id: 5, parent: 4, callFrame: frame('renderWithHooks') },
          ],
          samples: [2, 3, 3, 5, 5],
        },
        timeDeltas: [0, 10_000, 10_000, 10_000, 10_000],
      },
    },
  },
  mark('bench:scroll-end', 1_000_000),
];

/** A chunk whose column 9 maps to query-core's `replaceEqualDeep`; the rest is named by a fake table below. */
const MAP = {
  version: 3,
  sources: ['turbopack:///[project]/node_modules/@tanstack/query-core/build/modern/utils.js'],
  sourcesContent: ['function replaceEqualDeep(a, b) {}'],
  names: ['replaceEqualDeep'],
  mappings: 'AAAA,SAASA',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL) => {
      const href = String(url);
      if (href === CHUNK) return new Response('x();\n//# sourceMappingURL=renamed.js.map\n');
      if (href.endsWith('/renamed.js.map')) return Response.json(MAP);
      return new Response('', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the job feed benchmark: what ran in each task', () => {
  it('names a sampled function by its package and original name through the map the chunk names', async () => {
    const symbolizer = createSymbolizer();
    await symbolizer.load(CHUNK);
    expect(symbolizer.symbolize(frame('b', CHUNK, 9))).toEqual({
      module: '@tanstack/query-core',
      name: 'replaceEqualDeep',
    });
    // A position before any named mapping is named from the original line.
    expect(symbolizer.symbolize(frame('a', CHUNK, 3)).name).toBe('replaceEqualDeep');
    expect(symbolizer.symbolize(frame('parse', '')).native).toBe(true);
  });

  it("splits a long task's wall time among what ran, and says which page arrived in it", async () => {
    const names: Record<string, { module: string; name: string }> = {
      performWorkUntilDeadline: { module: 'scheduler', name: 'performWorkUntilDeadline' },
      renderWithHooks: { module: 'react-dom', name: 'renderWithHooks' },
    };
    const symbolizer = createSymbolizer();
    const real = symbolizer.symbolize;
    symbolizer.symbolize = (callFrame: ReturnType<typeof frame>) => names[callFrame.functionName] ?? real(callFrame);
    const tasks = await attribute(EVENTS, symbolizer, MARKS);
    expect(tasks).toHaveLength(2);
    const long = tasks[1];
    expect(long).toMatchObject({ at: 0.1, ms: 80, threadMs: 20, sampled: 40, entries: ['a page of jobs'] });
    expect(Object.fromEntries(long.spent)).toEqual({
      'TanStack structural sharing (replaceEqualDeep)': 20,
      layout: 40,
      'React render': 20,
    });
  });

  it("gives every task's thread time between the marks", () => {
    expect(threadTimes(EVENTS, MARKS)).toEqual([3, 20]);
  });
});
