// @vitest-environment node
import {
  formatMs,
  interactionsOf,
  median,
  overTheAim,
  tableOf,
  worstLatency,
  // @ts-expect-error -- a plain .mjs benchmark script, without type declarations
} from './bench-interactions-measure.mjs';

interface Entry {
  interactionId: number;
  startTime: number;
  duration: number;
  name: string;
}
type Step = { latency: number; shown: number | null };
type Results = Record<string, Record<string, Step>[]>;

const entry = (interactionId: number, name: string, startTime: number, duration: number): Entry => ({
  interactionId,
  startTime,
  duration,
  name,
});
const tap = (id: number, at: number, down: number, up: number, click: number) => [
  entry(id, 'pointerdown', at, down),
  entry(id, 'pointerup', at + 80, up),
  entry(id, 'click', at + 80, click),
];

describe('the interactions benchmark reads Event Timing as INP does (scripts/bench-interactions-measure.mjs)', () => {
  it('makes one interaction of a tap, its latency the longest of its entries, in input order', () => {
    const entries = [...tap(9, 500, 24, 40, 32), ...tap(4, 100, 180, 120, 240)];
    expect((interactionsOf as (list: Entry[]) => unknown[])(entries)).toEqual([
      { start: 100, latency: 240, names: ['pointerdown', 'pointerup', 'click'] },
      { start: 500, latency: 40, names: ['pointerdown', 'pointerup', 'click'] },
    ]);
  });

  it.each<[string, Entry[], number]>([
    ['a tap: its click painted last', tap(1, 0, 40, 48, 256), 256],
    [
      'typing: the worst of its keys, each key one interaction',
      [entry(1, 'keydown', 0, 64), entry(1, 'input', 2, 72), entry(2, 'keydown', 150, 136), entry(3, 'keyup', 300, 40)],
      136,
    ],
    ['hover and scroll are no interaction', [entry(0, 'pointerover', 0, 400), entry(0, 'scroll', 5, 300)], 0],
    ['nothing reached 16 ms', [], 0],
  ])('takes a step’s worst interaction: %s', (_, entries, worst) => {
    expect((worstLatency as (list: Entry[]) => number)(entries)).toBe(worst);
  });

  it.each<[number[], number | null]>([
    [[296, 216, 520, 96, 256], 256],
    [[100, 300], 200],
    [[], null],
  ])('the median of %j is %s', (values, expected) => {
    expect((median as (list: number[]) => number | null)(values)).toBe(expected);
  });

  it.each<[number | null, string]>([
    [0, '< 16'],
    [15.9, '< 16'],
    [16, '16'],
    [207.6, '208'],
    [null, '–'],
  ])('shows %s ms as %s', (value, text) => {
    expect((formatMs as (value: number | null) => string)(value)).toBe(text);
  });

  const steps = [
    ['open', 'open a job'],
    ['type', 'type a price'],
  ];
  const run = (open: number, type: number): Record<string, Step> => ({
    open: { latency: open, shown: open * 10 },
    type: { latency: type, shown: null },
  });

  it('writes a row a build and a column a step: the median bold over 200 ms, each run, then until painted', () => {
    const results: Results = { this: [run(240, 8), run(232, 120), run(300, 136)] };
    expect((tableOf as (results: Results, steps: string[][]) => string[])(results, steps)).toEqual([
      '| build | open a job | type a price |',
      '| --- | ---: | ---: |',
      '| this | **240** (240, 232, 300) · 2400 | 120 (< 16, 120, 136) |',
    ]);
    expect((overTheAim as (results: Results, steps: string[][]) => string[])(results, steps)).toEqual([
      'this: open a job',
    ]);
  });

  it('sets builds one under the other, and finds none over when all are within', () => {
    const results: Results = { main: [run(250, 120)], fixed: [run(150, 96)] };
    expect((tableOf as (results: Results, steps: string[][]) => string[])(results, steps)).toEqual([
      '| build | open a job | type a price |',
      '| --- | ---: | ---: |',
      '| main | **250** · 2500 | 120 |',
      '| fixed | 150 · 1500 | 96 |',
    ]);
    expect((overTheAim as (results: Results, steps: string[][]) => string[])({ fixed: [run(150, 96)] }, steps)).toEqual(
      [],
    );
  });
});
