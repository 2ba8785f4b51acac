// What ran in each long task of the job feed benchmark (`bench-job-feed.mjs --trace`, docs/performance.md "Job
// feed"): a Chrome trace of the scroll (CDP Tracing: devtools.timeline for the tasks, the rendering
// phases and the event that started each task; V8's sampling profiler for the JavaScript), each sample
// named by its original module and function through the build's source maps (a build made with
// NEXT_SOURCE_MAPS=1; without maps the samples are named by chunk). Per long task it prints what it
// spent its time on (each bucket's share of the samples, times the task's length: the profiler does not
// sample the time the CPU throttling holds the thread); then the same added up over every long task,
// over the whole scroll, and over the tasks in which a page of jobs arrived.

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

/** The browser's own phases of a frame, as the trace names them. */
const PHASES = {
  UpdateLayoutTree: 'style recalc',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  HitTest: 'hit test',
  IntersectionObserverController_computeIntersections: 'intersection observers',
  ParseHTML: 'parse HTML',
  EvaluateScript: 'compile and run a script',
  'v8.compile': 'compile',
};
/** The events that start the work of a task, named in its line. */
const ENTRIES = new Set([
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'XHRReadyStateChange',
  'XHRLoad',
  'FunctionCall',
]);

/** The tasks alone (light enough for every run), or with everything `attribute` reads (`full`). */
export async function startTrace(cdp, full) {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      recordMode: 'recordAsMuchAsPossible',
      includedCategories: full ? CATEGORIES : ['-*', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    },
  });
}

/**
 * The main thread's tasks between the two marks by their thread time (`tdur`): the time the thread ran,
 * the CPU throttling's slowdown included, without the time the machine gave to other processes.
 * On a shared machine a task's wall time (what PerformanceObserver reports) also counts the time
 * the renderer waited for a core; its thread time is what the page itself costs.
 */
export function threadTimes(events, { from: startMark, to: endMark }) {
  const start = events.find((event) => event.name === startMark);
  const end = events.find((event) => event.name === endMark);
  if (!start || !end) return [];
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ts >= start.ts &&
        event.ts <= end.ts,
    )
    .map((event) => (event.tdur ?? event.dur) / 1000);
}

export async function stopTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const parts = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 4 << 20 });
    parts.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const trace = JSON.parse(parts.join(''));
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

const has = (stack, test) => stack.some(test);
const from =
  (...modules) =>
  (frame) =>
    modules.some((module) => frame.module.startsWith(module));

/** One sample's JavaScript, by what it was doing (the whole stack is read, leaf first). */
function jsBucket(stack) {
  const leaf = stack[0];
  if (leaf.native && leaf.name === 'parse') return 'JSON parse';
  if (has(stack, (frame) => frame.name === 'replaceEqualDeep')) return 'TanStack structural sharing (replaceEqualDeep)';
  // The reader (services/api/) and the fills of the domains' declarations (services/<domain>/*-shapes.ts).
  const shapeCheck = (frame) =>
    from('services/api/shape.ts', 'services/api/checked-answer.ts', 'services/api/fallbacks.ts')(frame) ||
    (frame.module.startsWith('services/') && frame.module.endsWith('-shapes.ts'));
  if (has(stack, shapeCheck)) return 'answer shape check';
  if (has(stack, from('@tanstack/virtual-core', '@tanstack/react-virtual')))
    return 'virtualizer (scroll handler, range, measureElement)';
  if (has(stack, from('react-dom'))) {
    const commit = has(stack, (frame) => /^(commit|flush(Passive|Layout|Mutation|Spawned))/.test(frame.name));
    return commit ? 'React commit' : 'React render';
  }
  if (has(stack, from('@tanstack/query-core', '@tanstack/react-query'))) return 'TanStack Query (other)';
  if (has(stack, from('axios'))) return 'axios';
  if (has(stack, from('scheduler'))) return 'React scheduler';
  if (has(stack, from('next'))) return 'Next.js';
  const ours = stack.find((frame) => !frame.native);
  return ours ? `other: ${ours.module}` : `native: ${leaf.name}`;
}

const lowerBound = (list, ts) => {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle].ts < ts) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The main thread's CPU samples (time, node id) and its nodes, from the trace's ProfileChunk events. */
function samplesOf(events, pid, tid) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid || (event.name !== 'Profile' && event.name !== 'ProfileChunk')) continue;
    const profile = profiles.get(event.id) ?? { tid: null, start: 0, nodes: new Map(), samples: [], times: [] };
    profiles.set(event.id, profile);
    if (event.name === 'Profile') {
      profile.tid = event.tid;
      profile.start = event.args.data.startTime;
      continue;
    }
    const cpu = event.args.data.cpuProfile ?? {};
    for (const node of cpu.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(cpu.samples ?? []));
    profile.times.push(...(event.args.data.timeDeltas ?? []));
  }
  const chosen = [...profiles.values()].find((profile) => profile.tid === tid) ?? [...profiles.values()][0];
  if (!chosen) return { nodes: new Map(), samples: [] };
  let time = chosen.start;
  const samples = chosen.samples.map((node, index) => {
    time += chosen.times[index] ?? 0;
    return { ts: time, node };
  });
  return { nodes: chosen.nodes, samples };
}

/** Every task on the page's main thread between the two marks, with what it spent its time on. */
export async function attribute(events, symbolizer, { from: startMark, to: endMark }) {
  const mark = (name) => events.find((event) => event.name === name && event.cat.includes('user_timing'));
  const start = mark(startMark);
  const end = mark(endMark);
  if (!start || !end) throw new Error(`The trace holds no ${startMark} / ${endMark} marks`);
  const { pid, tid } = start;
  const main = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((event) => event.name === 'RunTask' && event.ts <= end.ts);
  const { nodes, samples } = samplesOf(events, pid, tid);
  const urls = new Set([...nodes.values()].map((node) => node.callFrame.url).filter(Boolean));
  await Promise.all([...urls].map((url) => symbolizer.load(url)));
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const stack = [];
      for (let node = nodes.get(id); node; node = nodes.get(node.parent))
        if (node.callFrame.functionName !== '(root)') stack.push(symbolizer.symbolize(node.callFrame));
      stacks.set(id, stack);
    }
    return stacks.get(id);
  };
  for (const node of nodes.values()) for (const child of node.children ?? []) nodes.get(child).parent ??= node.id;

  return tasks.map((task) => {
    const inside = main.slice(lowerBound(main, task.ts), lowerBound(main, task.ts + task.dur));
    const phases = inside.filter((event) => PHASES[event.name]);
    const entries = inside
      .filter((event) => ENTRIES.has(event.name))
      .map((event) => {
        const data = event.args?.data ?? {};
        if (event.name === 'EventDispatch') return data.type;
        if (event.name.startsWith('XHR')) return data.url?.includes('jobs/opportunities') ? 'a page of jobs' : 'XHR';
        if (event.name === 'FunctionCall')
          return data.url ? symbolizer.symbolize({ ...data, lineNumber: data.lineNumber - 1 }).module : 'a call';
        return event.name;
      });
    const spent = new Map();
    const leaves = new Map();
    const native = inside.filter((event) => !event.name.includes('RunTask') && !ENTRIES.has(event.name));
    const first = lowerBound(samples, task.ts);
    for (let index = first; index < samples.length && samples[index].ts < task.ts + task.dur; index += 1) {
      const { ts, node } = samples[index];
      const weight = Math.min((samples[index + 1]?.ts ?? ts) - ts, 10_000) / 1000;
      const frame = nodes.get(node)?.callFrame.functionName;
      const phase = phases.findLast((event) => event.ts <= ts && ts < event.ts + event.dur);
      const stack = stackOf(node);
      let bucket;
      if (frame === '(garbage collector)') bucket = 'GC';
      else if (phase) {
        const forcedBy = stack.length > 0 && !stack[0].native ? `, forced by ${jsBucket(stack)}` : '';
        bucket = `${PHASES[phase.name]}${forcedBy}`;
      } else if (frame === '(program)') {
        const event = native.findLast((candidate) => candidate.ts <= ts && ts < candidate.ts + candidate.dur);
        bucket = `browser, native: ${event?.name ?? 'other'}`;
      } else if (frame === '(idle)') bucket = 'idle';
      else {
        bucket = jsBucket(stack);
        const leaf = stack.find((candidate) => !candidate.native) ?? stack[0];
        const key = `${bucket}\t${leaf.module} ${leaf.name}`;
        leaves.set(key, (leaves.get(key) ?? 0) + weight);
      }
      spent.set(bucket, (spent.get(bucket) ?? 0) + weight);
    }
    // The CPU throttling pauses the thread between slices and the profiler samples only the slices:
    // each bucket gets its share of the task's wall time.
    const sampled = [...spent.values()].reduce((sum, time) => sum + time, 0);
    const scale = sampled > 0 ? task.dur / 1000 / sampled : 0;
    return {
      at: (task.ts - start.ts) / 1e6,
      ms: task.dur / 1000,
      threadMs: (task.tdur ?? task.dur) / 1000,
      sampled,
      entries: [...new Set(entries)],
      spent: [...spent].map(([bucket, time]) => [bucket, time * scale]).sort((a, b) => b[1] - a[1]),
      leaves: [...leaves].map(([key, time]) => [key, time * scale]),
    };
  });
}

const ms = (value) => `${Math.round(value)} ms`;

/** Each bucket's time added up over `tasks`, with the functions it was spent in. */
function table(tasks, all) {
  const totals = new Map();
  const leaves = new Map();
  for (const task of tasks) {
    for (const [bucket, time] of task.spent) totals.set(bucket, (totals.get(bucket) ?? 0) + time);
    for (const [key, time] of task.leaves) leaves.set(key, (leaves.get(key) ?? 0) + time);
  }
  const topLeaves = (bucket) =>
    [...leaves]
      .filter(([key]) => key.startsWith(`${bucket}\t`))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([key, time]) => `${key.split('\t')[1]} ${ms(time)}`)
      .join(', ');
  console.table(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .filter(([bucket, time]) => time >= 1 && bucket !== 'idle')
      .map(([bucket, time]) => ({
        what: bucket,
        ms: Math.round(time),
        share: `${Math.round((100 * time) / all)} %`,
        'where (innermost of ours or a package)': topLeaves(bucket),
      })),
  );
}

/**
 * The long tasks one by one and added up; then the whole `span` (the scroll, or a step of
 * bench-interactions.mjs), and the tasks in which a page of jobs arrived, if any did.
 */
export function printAttribution(tasks, span = 'scroll') {
  const long = tasks.filter((task) => task.ms >= 50);
  for (const task of long) {
    const top = task.spent
      .filter(([, time]) => time >= 2)
      .map(([bucket, time]) => `${bucket} ${ms(time)}`)
      .join(' · ');
    console.log(
      `+${task.at.toFixed(1)} s  ${ms(task.ms)} (thread ${ms(task.threadMs)})  [${task.entries.join(', ')}]  ${top}`,
    );
  }
  const sum = (list) => list.reduce((total, task) => total + task.ms, 0);
  const pages = (list) => list.filter((task) => task.entries.includes('a page of jobs'));
  console.log(
    `\n${long.length} long tasks, ${ms(sum(long))} in all (${pages(long).length} with a page of jobs arriving):`,
  );
  table(long, sum(long));
  const busy = tasks.filter((task) => task.sampled > 0);
  console.log(`\nThe whole ${span}: ${tasks.length} tasks, ${ms(sum(tasks))} in all:`);
  table(busy, sum(tasks));
  const arrivals = pages(tasks).sort((a, b) => a.ms - b.ms);
  if (arrivals.length === 0) return;
  console.log(
    `\n${arrivals.length} tasks in which a page of jobs arrived (the answer read, checked and put in the query): ` +
      `median ${ms(arrivals[arrivals.length >> 1]?.ms ?? 0)}, longest ${ms(arrivals.at(-1)?.ms ?? 0)}:`,
  );
  table(arrivals, sum(arrivals));
}
