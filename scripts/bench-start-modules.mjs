// What the start runs, per module (issue 42): V8's sampling profiler at 4x CPU from the navigation until
// the page is quiet, each sample's own time given to its original module through the build's source
// maps (a live build made with NEXT_SOURCE_MAPS=1), and the same page's coverage: which of our modules
// ran at all. Builds served against the same API, side by side, run by run interleaved:
//
//   node scripts/bench-start-modules.mjs --build main=http://localhost:5201 --build ours=http://localhost:5206
//        [--reference http://localhost:3301 [--reference-routes /,/sign-in]] [--routes /clients/homepage?lang=ar,…]
//        [--runs 3] [--top 12] [--quiet-ms 1500] [--write]
//
// --reference: the plain reference app (scripts/lighthouse-reference/, built with NEXT_SOURCE_MAPS=1 too), its
// pages profiled in every run beside the routes, so each owner's time reads against the same packages' there:
// `/` the plain spec start, `/sign-in` the smallest sign-in on Formik and yup.
// The profiler does not sample the time the throttling holds the thread, so its milliseconds are the
// page's own JavaScript (and the native work it calls) at about 1x; what each build spends is read as
// shares and side by side, never against Lighthouse's figures. --write puts the tables into
// docs/performance.md (block `bench:start-modules`, scripts/doc-block.mjs).
import { chromium } from '@playwright/test';
import { median } from './bench-interactions-measure.mjs';
import { arg, namedBuilds } from './cli-args.mjs';
import { machineLoad, measuredCommit, runLine, writeBlock } from './doc-block.mjs';
import { createSymbolizer } from './source-map-names.mjs';

const builds = namedBuilds('--build main=http://localhost:5201 --build ours=…');
const reference = arg('reference', null);
const routes = arg('routes', '/clients/homepage?lang=ar,/clients/auth/login?lang=ar').split(',');
/** What each run profiles: the plain start first, then every route on every build. */
const referenceRoutes = arg('reference-routes', '/').split(',');
const pages = [
  ...(reference
    ? referenceRoutes.map((route) => ({ route: `\`${route}\``, build: 'reference', url: `${reference}${route}` }))
    : []),
  ...routes.flatMap((route) =>
    builds.map(({ name, origin }) => ({ route: `\`${route}\``, build: name, url: `${origin}${route}` })),
  ),
];
const runs = Number(arg('runs', 3));
const top = Number(arg('top', 12));
const quietMs = Number(arg('quiet-ms', 1500));
const write = process.argv.includes('--write');

/** A module's owner: a package, or our folder (`services/api`), which a table can hold a line for. */
const ownerOf = (module) =>
  module.startsWith('(') || !module.includes('/') ? module : module.split('/').slice(0, 2).join('/');
const OURS = /^(components|hooks|layouts|pages|services|store|config|locales|mocks|styles)\//;

const symbolizer = createSymbolizer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

/** One start: own time per owner (ms), and the set of our modules any of whose functions ran. */
async function profile(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => /\.js(\?|$)/.test(response.url()) && scripts.add(response.url()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const { result: coverage } = await cdp.send('Profiler.takePreciseCoverage');
  await context.close();
  await Promise.all([...scripts].map(lineStarts));

  const urls = new Set([...cpu.nodes.map((node) => node.callFrame.url), ...coverage.map((script) => script.url)]);
  await Promise.all([...urls].filter((each) => each.startsWith('http')).map((each) => symbolizer.load(each)));
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
  const own = new Map();
  cpu.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    const owner = ownerOf(symbolizer.symbolize(frame).module);
    own.set(owner, (own.get(owner) ?? 0) + (cpu.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const ran = new Set();
  for (const script of coverage.filter((each) => each.url.startsWith('http')))
    for (const fn of script.functions)
      // Every function that ran but the script's own top level: a module's factory counts (it was run).
      if (fn.ranges[0].count > 0 && fn.ranges[0].startOffset > 0) {
        const { module } = symbolizer.symbolize({ url: script.url, ...positionOf(script, fn.ranges[0].startOffset) });
        if (OURS.test(module)) ran.add(module);
      }
  return { own, ran };
}

/** Coverage gives an offset in the script; the source map wants a line and a column. */
const sources = new Map();
function positionOf(script, offset) {
  const starts = sources.get(script.url);
  if (!starts) return { lineNumber: 0, columnNumber: offset };
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1] <= offset) line += 1;
  return { lineNumber: line, columnNumber: offset - starts[line] };
}
async function lineStarts(url) {
  if (sources.has(url)) return;
  const text = await (await fetch(url)).text();
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') starts.push(index + 1);
  sources.set(url, starts);
}

const loadBefore = machineLoad();
const startedAt = new Date();
/** Per page: { own: Map<owner, [ms]>, totals: [ms], ran: Set<module> (the last run's) } */
const results = new Map(pages.map((page) => [page, { own: new Map(), totals: [], ran: new Set() }]));
try {
  for (let run = 0; run < runs; run += 1)
    for (const page of pages) {
      const { own, ran } = await profile(page.url);
      const entry = results.get(page);
      for (const [owner, ms] of own) entry.own.set(owner, [...(entry.own.get(owner) ?? []), ms]);
      entry.totals.push([...own.values()].reduce((sum, ms) => sum + ms, 0));
      entry.ran = ran;
    }
} finally {
  await browser.close();
}
const loadAfter = machineLoad();

const lines = [
  '| route | build | sampled, all (ms) | our modules run | biggest owners by own time (ms, median) |',
  '| --- | --- | ---: | ---: | --- |',
];
const ranLines = [];
for (const page of pages) {
  const entry = results.get(page);
  const owners = [...entry.own]
    .map(([owner, values]) => [owner, median([...values, ...Array(runs - values.length).fill(0)])])
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  lines.push(
    `| ${page.route} | ${page.build} | ${Math.round(median(entry.totals))} | ${entry.ran.size} | ${owners.map(([owner, ms]) => `${owner} **${Math.round(ms)}**`).join(', ')} |`,
  );
  if (page.build === 'reference') continue;
  const byFolder = new Map();
  for (const ran of entry.ran) byFolder.set(ownerOf(ran), (byFolder.get(ownerOf(ran)) ?? 0) + 1);
  ranLines.push(
    `- ${page.route}, ${page.build}: ${[...byFolder]
      .sort((a, b) => b[1] - a[1])
      .map(([folder, count]) => `${folder} ${count}`)
      .join(', ')}`,
  );
}
const body = [
  `${runLine({ startedAt, endedAt: new Date(), commit: measuredCommit(), loadAtStart: loadBefore, loadAtEnd: loadAfter })} Chromium, 412 × 823, 4x CPU, V8's sampling profiler from the navigation until the network was idle and ${quietMs} ms more, median of ${runs}, interleaved; ${builds.map(({ name, origin }) => `${name}: ${origin}`).join(', ')}${reference ? `, reference: ${reference}` : ''}.`,
  '',
  ...lines,
  '',
  'Our modules any of whose functions ran, by folder (coverage, the last run):',
  '',
  ...ranLines,
].join('\n');
console.log(body);
if (write) writeBlock('start-modules', body);
