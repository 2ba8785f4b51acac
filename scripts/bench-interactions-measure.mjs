// The arithmetic of the interactions benchmark (scripts/bench-interactions.mjs), kept free of the
// browser so a test can hold it: the Event Timing entries of one step read as INP reads them, the
// medians of the runs, and the table written into docs/performance.md.

/** Event Timing reports no entry shorter than this (the smallest `durationThreshold` it takes). */
export const THRESHOLD_MS = 16;
/** Good INP (web.dev): 200 ms or less. */
export const GOOD_MS = 200;

/**
 * Each interaction among `entries` (PerformanceEventTiming as plain objects: `interactionId`,
 * `startTime`, `duration`, `name`), as INP counts it: the entries of one `interactionId` (a tap's
 * pointerdown, pointerup and click; a key's keydown, keypress, input and keyup) are one interaction,
 * whose latency is the longest of their durations (from the input to the next paint after its
 * handlers). Entries without an `interactionId` (hover, scroll) are no interaction. In input order.
 */
export function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const seen = byId.get(entry.interactionId);
    if (!seen) byId.set(entry.interactionId, { start: entry.startTime, latency: entry.duration, names: [entry.name] });
    else {
      seen.start = Math.min(seen.start, entry.startTime);
      seen.latency = Math.max(seen.latency, entry.duration);
      if (!seen.names.includes(entry.name)) seen.names.push(entry.name);
    }
  }
  return [...byId.values()].sort((a, b) => a.start - b.start);
}

/**
 * A step's figure: its worst interaction's latency (typing a price is one interaction a key; a page's
 * INP is its worst too), or 0 when none reached the threshold (every one under 16 ms).
 */
export const worstLatency = (entries) => Math.max(0, ...interactionsOf(entries).map((item) => item.latency));

/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A latency as the table shows it: rounded ms, `< 16` below what Event Timing reports, `–` for none. */
export function formatMs(value) {
  if (value === null || value === undefined) return '–';
  return value < THRESHOLD_MS ? `< ${THRESHOLD_MS}` : String(Math.round(value));
}

/**
 * The table: a row a build, a column a step; each cell the median latency (bold above GOOD_MS), each
 * run's in brackets, then `·` the median time until what the step opens is painted (none where a step
 * opens nothing). `results`: per build name, a list of runs, each a map of step key to `{ latency,
 * shown }` (ms; `shown` null for none). `steps`: `[key, label]` in the order they run.
 */
export function tableOf(results, steps) {
  const lines = [
    `| build | ${steps.map(([, label]) => label).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(steps.length)}`,
  ];
  for (const [build, runs] of Object.entries(results)) {
    const cells = steps.map(([key]) => {
      const taken = runs.map((run) => run[key]).filter(Boolean);
      const latency = median(taken.map((run) => run.latency));
      const shown = median(taken.map((run) => run.shown));
      const figure = latency !== null && latency > GOOD_MS ? `**${formatMs(latency)}**` : formatMs(latency);
      const each = taken.length > 1 ? ` (${taken.map((run) => formatMs(run.latency)).join(', ')})` : '';
      return `${figure}${each}${shown === null ? '' : ` · ${Math.round(shown)}`}`;
    });
    lines.push(`| ${build} | ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The steps whose median latency is over GOOD_MS, per build: `build: step label` (empty: all good). */
export function overTheAim(results, steps) {
  return Object.entries(results).flatMap(([build, runs]) =>
    steps
      .filter(([key]) => (median(runs.map((run) => run[key]?.latency)) ?? 0) > GOOD_MS)
      .map(([, label]) => `${build}: ${label}`),
  );
}
