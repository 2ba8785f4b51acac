// Lighthouse (mobile preset, simulated throttling) on the first-paint routes, in both
// languages, against running servers: the median of N runs per page, side by side in one run.
// `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs) builds and starts everything this needs,
// runs it, and writes its table into docs/performance.md.
//
//   node scripts/lighthouse.mjs [--runs 3] [--base http://localhost:3100]
//                               [--reference http://localhost:3300 [--max-lcp-ratio 0.9]
//                                [--max-tbt-ratio 1] [--max-main-thread-ratio 1.3] [--min-score-preloaded]]
//                               [--compare main=http://localhost:3400] [--network] [--out rows.json]
//
// Measure a live build (NEXT_PUBLIC_API_BASE_URL set) answered by scripts/sandbox-api.mjs:
// the sandbox build also downloads and starts the mock backend, which users never do.
// --reference: the plain spec-start app beside this script (scripts/lighthouse-reference/,
// docs/performance.md), built against the same API, measured as it is (`/`), with its country call
// sent from the HTML (`/preloaded`, as our live build does), and as the smallest sign-in (`/sign-in`:
// Formik, yup, the country call preloaded; reported only) and the smallest home (`/home`: header, search,
// categories, testimonials, footer, the country call preloaded; reported only). Each row's LCP, TBT and
// main-thread work are also given as ratios of the plain start's; --max-lcp-ratio, --max-tbt-ratio and
// --max-main-thread-ratio judge them, --min-score-preloaded judges each score against the preloaded
// plain start's (exit 1 when a route of --base misses one). CLS and FCP are reported only. On a
// shared machine every figure is the load's as much as the page's: compare ratios of one run.
// --compare: other builds of the app (e.g. main's) on the same routes. The runs are
// interleaved (run 1 of every page, then run 2, …) so a change in the machine's load falls on all
// pages alike; the load average is printed with the table. Debian's Chromium (CHROMIUM_PATH),
// never a downloaded one. --network: each page's first run's requests (Lighthouse's network table:
// when each left and ended, from the HTML's start), to see what waits for what. --out: the medians
// and the run's facts as JSON (what scripts/bench-lighthouse.mjs writes into the docs).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const runs = Number(arg('runs', 3));
const base = arg('base', 'http://localhost:3100');
const reference = arg('reference', null);
const compare = (arg('compare', '') || '')
  .split(',')
  .filter(Boolean)
  .map((pair) => pair.split('='));
const numberArg = (name) => (arg(name, null) === null ? null : Number(arg(name, null)));
/** The bars, each a ratio of the plain start's figure in the same run (null: not judged). */
const bars = {
  lcp: numberArg('max-lcp-ratio'),
  tbt: numberArg('max-tbt-ratio'),
  mainThread: numberArg('max-main-thread-ratio'),
};
const minScorePreloaded = process.argv.includes('--min-score-preloaded');
const out = arg('out', null);
if ((Object.values(bars).some((bar) => bar !== null) || minScorePreloaded) && !reference)
  throw new Error('the bars need --reference');
const routes = arg(
  'routes',
  '/clients/homepage,/clients/services,/clients/auth/login,/service-providers/auth/register',
).split(',');
const languages = arg('languages', 'ar,en').split(',');
const network = process.argv.includes('--network');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const builds = [['ours', base], ...compare];
const pages = [
  ...(reference
    ? [
        { build: 'reference', label: 'plain spec start', language: 'ar', url: `${reference}/` },
        {
          build: 'reference',
          label: 'plain start, country call preloaded',
          language: 'ar',
          url: `${reference}/preloaded`,
        },
        // The smallest sign-in the spec asks for, on Formik and yup, its country call preloaded too: what a form
        // adds to a start, beside our sign-in (scripts/lighthouse-reference/pages/sign-in.jsx).
        {
          build: 'reference',
          label: 'plain sign-in, Formik and yup',
          language: 'ar',
          url: `${reference}/sign-in`,
        },
        // The smallest home the spec asks for (header, search, categories, testimonials, footer), its country call
        // preloaded: what a home adds to a start, beside ours (scripts/lighthouse-reference/pages/home.jsx).
        { build: 'reference', label: 'plain home, header to footer', language: 'ar', url: `${reference}/home` },
      ]
    : []),
  ...builds.flatMap(([build, origin]) =>
    routes.flatMap((route) =>
      languages.map((language) => ({ build, label: route, language, url: `${origin}${route}?lang=${language}` })),
    ),
  ),
];
const samples = new Map(pages.map((page) => [page, []]));
const waterfalls = new Map();
/** Pages where a run measured nothing even after its retries: the reason Lighthouse gave. */
const failures = new Map();

/** The network table's rows: the path (no origin or query), priority, when it left and ended (ms). */
const waterfall = (lhr) =>
  lhr.audits['network-requests'].details.items.map((item) => {
    const url = new URL(item.url);
    return `${String(Math.round(item.networkRequestTime)).padStart(6)} → ${String(Math.round(item.networkEndTime)).padStart(6)} ms  ${item.priority.padEnd(8)} ${url.host === new URL(base).host ? '' : url.host}${url.pathname}`;
  });

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  mainThread: 'mainthread-work-breakdown',
};
/** A run's figures, or null when Lighthouse could not measure one of them (a runtime error, no LCP). */
const metricsOf = (lhr) => {
  const values = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue]));
  if (lhr.runtimeError || Object.values(values).some((value) => typeof value !== 'number')) return null;
  return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), ...values };
};
const ATTEMPTS = 3;
/** One Lighthouse run of a page; a run that measured nothing (a busy machine's timeout) is tried again. */
const audit = async (url) => {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: false,
    });
    if (metricsOf(lhr) || attempt === ATTEMPTS) return lhr;
    console.warn(`${url}: run ${attempt} measured nothing (${lhr.runtimeError?.code ?? 'a metric missing'}); again`);
  }
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const loadBefore = load();
const startedAt = new Date();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      // A fresh profile state each run: the language comes from ?lang=, nothing is cached between runs.
      const lhr = await audit(page.url);
      const metrics = metricsOf(lhr);
      if (metrics) samples.get(page).push(metrics);
      else failures.set(page, lhr.runtimeError?.message ?? 'a metric was missing');
      if (network && metrics && !waterfalls.has(page)) waterfalls.set(page, waterfall(lhr));
    }
  }
} finally {
  await chrome.kill();
}

const rows = pages
  .filter((page) => samples.get(page).length)
  .map((page) => {
    const of = (key) => median(samples.get(page).map((sample) => sample[key]));
    return { ...page, ...Object.fromEntries(['score', ...Object.keys(METRICS)].map((key) => [key, of(key)])) };
  });
const plain = rows.find((row) => row.label === 'plain spec start');
const preloaded = rows.find((row) => row.label === 'plain start, country call preloaded');
const RATIOS = ['lcp', 'tbt', 'mainThread'];
for (const row of rows)
  row.ratios = Object.fromEntries(
    // A plain start with no TBT at all: any of ours is infinitely more, none is the same.
    RATIOS.map((key) => [key, plain ? (plain[key] > 0 ? row[key] / plain[key] : row[key] > 0 ? Infinity : 1) : null]),
  );
const seconds = (ms) => (ms / 1000).toFixed(2);
const loadAfter = load();

console.log(
  `\nLighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs}, interleaved)`}, mobile preset; ours: ${base}`,
);
console.log(
  `${builds.map(([build, origin]) => `${build}: ${origin}`).join('; ')}${reference ? `; reference: ${reference}` : ''}`,
);
console.log(`load average (1, 5, 15 min): before ${loadBefore}; after ${loadAfter}\n`);
const ratio = (row, key) => (plain ? ` (${row.ratios[key].toFixed(2)}x)` : '');
const table = [
  `| build | page | lang | score | FCP (s) | LCP (s)${plain ? ' (÷ plain)' : ''} | CLS | TBT (ms)${plain ? ' (÷ plain)' : ''} | main thread (s)${plain ? ' (÷ plain)' : ''} |`,
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.build} | \`${row.label}\` | ${row.language} | ${row.score} | ${seconds(row.fcp)} | ${seconds(row.lcp)}${ratio(row, 'lcp')} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)}${ratio(row, 'tbt')} | ${seconds(row.mainThread)}${ratio(row, 'mainThread')} |`,
  ),
];
console.log(table.join('\n'));
for (const [page, lines] of waterfalls)
  console.log(`\nNetwork (run 1, observed times): ${page.build} ${page.label} ${page.language}\n${lines.join('\n')}`);
const ours = rows.filter((row) => row.build === 'ours');
const NAMES = { lcp: 'LCP', tbt: 'TBT', mainThread: 'main-thread work' };
/** Each bar judged: its words, and the routes of --base that miss it (`/clients/homepage ar 1.20x`). */
const verdicts = [
  ...RATIOS.filter((key) => bars[key] !== null).map((key) => ({
    bar: `${NAMES[key]} ≤ ${bars[key]}x the plain start's`,
    missed: ours
      .filter((row) => row.ratios[key] > bars[key])
      .map((row) => `\`${row.label}\` ${row.language} ${row.ratios[key].toFixed(2)}x`),
  })),
  ...(minScorePreloaded && preloaded
    ? [
        {
          bar: `score ≥ the preloaded plain start's (${preloaded.score})`,
          missed: ours
            .filter((row) => row.score < preloaded.score)
            .map((row) => `\`${row.label}\` ${row.language} ${row.score}`),
        },
      ]
    : []),
];
for (const { bar, missed } of verdicts)
  console.log(missed.length ? `\nNot met: ${bar}: ${missed.join(', ')}.` : `\nMet: ${bar}, every route.`);
const above = verdicts.filter(({ missed }) => missed.length);
for (const [page, reason] of failures)
  console.error(
    `\n${page.build} ${page.label} ${page.language}: a run measured nothing after ${ATTEMPTS} tries: ${reason}`,
  );
if (out) {
  const facts = {
    runs,
    startedAt: startedAt.toISOString(),
    endedAt: new Date().toISOString(),
    loadBefore,
    loadAfter,
    bars,
    table,
    verdicts,
    failures: [...failures].map(([page, reason]) => `${page.build} ${page.label} ${page.language}: ${reason}`),
  };
  writeFileSync(out, `${JSON.stringify(facts, null, 2)}\n`);
}
if (above.length || failures.size) process.exit(1);
